import { Badge, Button, Group, NumberInput, Select, SimpleGrid, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RADIO_DEFAULTS, RADIO_PORTS, toRadioHex, type RadioSettingType } from '@trapline/contracts/radio-settings';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRadioSettings } from '@/features/devices/api/get-radio-settings.ts';
import { useSendRadioSetting } from '@/features/devices/api/send-radio-setting.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { headings } from '@/components/list-table.tsx';
import { NoDataRow } from '@/components/no-data-row.tsx';
import { SectionCard, TableCard } from '@/routes/app/places/edit/$placeId/-table-card.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId/radio-options')({ component: RadioOptionsPage });

/**
 * Radio options (spec 2, section 2.7): each field is sent on its own as a two-digit hex value on
 * its port; the history shows each change pending until a device confirms it, or failed when
 * every sensor's downlink of it failed.
 */
function RadioOptionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('places.menu.radioOptions'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/radio-options' });
  const history = useRadioSettings(placeId);
  const sendSetting = useSendRadioSetting();
  const [values, setValues] = useState<Record<RadioSettingType, number | string>>({ ...RADIO_DEFAULTS });
  const [sending, setSending] = useState<RadioSettingType | null>(null);
  const fields = Object.keys(RADIO_PORTS) as RadioSettingType[];

  const send = async (type: RadioSettingType) => {
    const { port, min, max } = RADIO_PORTS[type];
    const value = Number(values[type]);
    if (!Number.isInteger(value) || value < min || value > max) {
      notifications.show({ color: 'red', message: t('radio.outOfRange', { min, max }) });
      return;
    }
    setSending(type);
    try {
      await sendSetting.mutateAsync({ placeId, port, data: toRadioHex(value) });
      notifications.show({ color: 'green', message: t('radio.sent') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      setSending(null);
    }
  };

  return (
    <Stack>
      <SectionCard title={t('places.menu.radioOptions')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fields.map((type) => (
            <Group key={type} align="flex-end" wrap="nowrap">
              {type === 'algorithms' ? (
                <Select
                  label={t(`radio.${type}`)}
                  data={[0, 1, 2, 3].map((v) => ({ value: String(v), label: t(`radio.algorithm${v}`) }))}
                  value={String(values[type])}
                  onChange={(v) => setValues({ ...values, [type]: Number(v ?? 0) })}
                  allowDeselect={false}
                  style={{ flex: 1 }}
                />
              ) : (
                <NumberInput
                  label={t(`radio.${type}`)}
                  min={RADIO_PORTS[type].min}
                  max={RADIO_PORTS[type].max}
                  clampBehavior="none"
                  value={values[type]}
                  onChange={(v) => setValues({ ...values, [type]: v })}
                  style={{ flex: 1 }}
                  data-testid={`radio-${type}`}
                />
              )}
              <Button variant="light" loading={sending === type} onClick={() => void send(type)} data-testid={`radio-send-${type}`}>
                {t('radio.send')}
              </Button>
            </Group>
          ))}
        </SimpleGrid>
      </SectionCard>
      <TableCard
        title={t('radio.history')}
        level={3}
        testId="radio-history"
        minWidth={520}
        columns={headings(t, 'radio', ['date', 'setting', 'value', 'status'])}
      >
        {(history.data ?? []).map((row) => (
          <Table.Tr key={row.uuid}>
            <Table.Td>{new Date(row.createdAt).toLocaleString('en-GB')}</Table.Td>
            <Table.Td>{t(`radio.${row.type}`, { defaultValue: row.type })}</Table.Td>
            <Table.Td>
              {Number.parseInt(row.value, 16)} (0x{row.value})
            </Table.Td>
            <Table.Td>
              <Badge color={{ set: 'teal', pending: 'yellow', failed: 'red' }[row.status]}>{t(`radio.${row.status}`)}</Badge>
            </Table.Td>
          </Table.Tr>
        ))}
        {history.data?.length === 0 && <NoDataRow columns={4} />}
      </TableCard>
    </Stack>
  );
}
