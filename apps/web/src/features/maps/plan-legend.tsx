import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MarkerDot } from './plan-device-lists.tsx';

export interface LegendType {
  id: number;
  name: string;
  color: string;
  isRadio: boolean;
  count: number;
}

const STATUS_SAMPLES = [
  { key: 'alert', detect: true, noSignal: false, isRadio: true },
  { key: 'no_signal', detect: false, noSignal: true, isRadio: true },
  { key: 'alert_no_signal', detect: true, noSignal: true, isRadio: true },
  { key: 'online', detect: false, noSignal: false, isRadio: true },
] as const;

/** Legend filter by device type and the status colours of spec 2, section 4. */
export function PlanLegend({ types, hidden, onToggle }: { types: LegendType[]; hidden: ReadonlySet<number>; onToggle: (typeId: number) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="plan-legend">
      {types.length > 0 && (
        <Group gap="md">
          <Text size="sm" fw={600}>
            {t('maps.legendTypes')}
          </Text>
          {types.map((type) => (
            <Checkbox
              key={type.id}
              size="xs"
              checked={!hidden.has(type.id)}
              onChange={() => onToggle(type.id)}
              label={
                <Group gap={6} wrap="nowrap">
                  <MarkerDot
                    device={{ detect: false, noSignal: false, deviceType: { id: type.id, name: type.name, color: type.color, isRadio: false } }}
                    size={10}
                  />
                  <span>{`${type.name} (${type.count})`}</span>
                </Group>
              }
            />
          ))}
        </Group>
      )}
      <Group gap="md">
        <Text size="sm" fw={600}>
          {t('maps.legendStatus')}
        </Text>
        {STATUS_SAMPLES.map((sample) => (
          <Group key={sample.key} gap={6} wrap="nowrap">
            <MarkerDot
              device={{ detect: sample.detect, noSignal: sample.noSignal, deviceType: { id: 0, name: '', color: '', isRadio: sample.isRadio } }}
              size={10}
            />
            <Text size="xs">{t(`maps.status.${sample.key}`)}</Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t('maps.status.typeColour')}
        </Text>
      </Group>
    </Stack>
  );
}
