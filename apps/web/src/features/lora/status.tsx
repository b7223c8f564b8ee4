import { Badge, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { batteryLabel, formatDateTime, relativeTime } from './format.ts';

/** A relative time with the exact time as its tooltip (spec 3, section 2.1). */
export function RelativeTime({ iso, color }: { iso: string | null; color?: string }) {
  const { i18n } = useTranslation();
  if (!iso)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Tooltip label={formatDateTime(iso)} withArrow>
      <Text size="sm" c={color} fw={color ? 600 : undefined} span>
        {relativeTime(iso, i18n.language || 'pl')}
      </Text>
    </Tooltip>
  );
}

/**
 * Detect state: a red badge and relative time when detected, and the no-signal warning when the
 * sensor is silent past its place's interval (the status rule the devices list uses, so the two
 * lists never disagree); online only when neither.
 */
/** A badge never shrinks below its text in a narrow table cell (a flex item with hidden overflow would). */
const BADGE_WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

export function DetectStatus({ detected, at, noSignal, testId }: { detected: boolean; at: string | null; noSignal: boolean; testId?: string }) {
  const { t } = useTranslation();
  const silent = noSignal ? (
    <Badge color="yellow" variant="light" size="sm" style={BADGE_WHOLE}>
      {t('devices.status.no_signal')}
    </Badge>
  ) : null;
  if (detected) {
    return (
      <Stack gap={2} align="flex-start" data-testid={testId} data-state="detected" data-no-signal={noSignal}>
        <Badge color="red" variant="filled" size="sm" style={BADGE_WHOLE}>
          {t('lora.detected')}
        </Badge>
        <RelativeTime iso={at} color="red.9" />
        {silent}
      </Stack>
    );
  }
  if (noSignal)
    return (
      <Stack gap={2} align="flex-start" data-testid={testId} data-state="no_signal" data-no-signal>
        {silent}
      </Stack>
    );
  return (
    <Badge color="green" variant="light" size="sm" style={BADGE_WHOLE} data-testid={testId} data-state="online">
      {t('lora.online')}
    </Badge>
  );
}

/** Battery as a bar with percent and volts; a dash when unknown (-1). */
export function BatteryBar({ level }: { level: number | null | undefined }) {
  const { t } = useTranslation();
  const battery = batteryLabel(level);
  if (!battery)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const color = battery.percent < 20 ? 'red' : battery.percent < 40 ? 'yellow' : 'teal';
  return (
    <Stack gap={2} miw={110}>
      <Progress value={battery.percent} color={color} size="sm" aria-label={`${t('lora.battery')} ${battery.percent}%`} />
      <Text size="xs" c="dimmed">
        {battery.percent}% · {battery.volts.toFixed(2)} V
      </Text>
    </Stack>
  );
}
