import { Badge, Group } from '@mantine/core';
import type { DeviceStatus } from '@trapline/contracts/devices';
import { useTranslation } from 'react-i18next';

/**
 * A device's or a sensor's display status as every list shows it (the rule of
 * @trapline/contracts/device-status): the alarm, the no-signal warning (also next to an alarm),
 * or online. Non-radio devices without an alarm show nothing.
 */
export function StatusBadges({ status, noSignal, testId }: { status: DeviceStatus | null; noSignal: boolean; testId?: string }) {
  const { t } = useTranslation();
  if (status === null && !noSignal) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid={testId} data-state={status ?? 'none'} data-no-signal={noSignal}>
      {status === 'alert' && (
        <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
          {t('devices.status.alert')}
        </Badge>
      )}
      {noSignal && (
        <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
          {t('devices.status.no_signal')}
        </Badge>
      )}
      {status === 'online' && (
        <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
          {t('devices.status.online')}
        </Badge>
      )}
    </Group>
  );
}
