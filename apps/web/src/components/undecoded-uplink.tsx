import { Badge, Group, Text } from '@mantine/core';
import type { LoraUplink } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';

/**
 * An uplink whose payload the bridge could not decode (a MAC-only frame, another port): why, its
 * port and its bytes, in place of the status columns.
 */
export function UndecodedUplink({ row }: { row: LoraUplink }) {
  const { t } = useTranslation();
  const reason = row.data.undecoded;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="lora-uplink-undecoded">
      <Badge color="gray" variant="light">
        {t('lora.undecoded.title')}
      </Badge>
      {reason && <Text size="sm">{t(`lora.undecoded.reasons.${reason}`, { defaultValue: reason })}</Text>}
      <Text size="sm" ff="monospace" c="dimmed">
        fPort {row.fPort}
        {row.payload ? ` · ${row.payload}` : ''}
      </Text>
    </Group>
  );
}
