import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LORA_CONFIGURATION_DEFAULTS, type LoraConfiguration, type LoraDevice } from '@trapline/contracts/lora';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIGURATION_DIALOGS, ConfigurationForm } from './configuration-form.tsx';
import { useConfigureSensors } from '@/features/lora/api/configure-sensor.ts';
import type { ConfigurationDialog } from '@/features/lora/api/types.ts';

/**
 * The bulk configuration buttons and dialogs of the devices list (spec 3, section 2.1): they save
 * one sensor at a time and show "saved N of M"; a failure stops the run without a message (spec 3,
 * section 8). Enabled only with a company filter and a selection.
 */
export function BulkConfiguration({ sensors, enabled }: { sensors: LoraDevice[]; enabled: boolean }) {
  const { t } = useTranslation();
  const configureSensors = useConfigureSensors();
  const [dialog, setDialog] = useState<ConfigurationDialog | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const total = sensors.length;

  const run = async <D extends ConfigurationDialog>(which: D, values: LoraConfiguration[D]) => {
    setSaved(0);
    const done = await configureSensors.mutateAsync({ uuids: sensors.map((sensor) => sensor.uuid), dialog: which, values, onSaved: setSaved });
    // The dialog stays open on "saved M of M" until it is closed.
    if (done === total) notifications.show({ color: 'blue', message: t('lora.bulk.changed') });
  };

  return (
    <>
      <Group gap="xs">
        {CONFIGURATION_DIALOGS.map((which) => (
          <Button
            key={which}
            variant="light"
            size="xs"
            disabled={!enabled || total === 0}
            onClick={() => {
              setSaved(null);
              setDialog(which);
            }}
            data-testid={`lora-bulk-${which}`}
          >
            {t(`lora.config.titles.${which}`)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog ? `${t(`lora.config.titles.${dialog}`)} · ${t('lora.bulk.selected', { count: total })}` : ''}
        centered
        size="lg"
      >
        {dialog && (
          <Stack>
            <ConfigurationForm
              key={dialog}
              dialog={dialog}
              initial={LORA_CONFIGURATION_DEFAULTS[dialog]}
              onSubmit={(values) => run(dialog, values)}
              busy={saved !== null && saved < total}
            />
            {saved !== null && (
              <Stack gap={4} data-testid="lora-bulk-progress">
                <Progress value={total ? (saved / total) * 100 : 0} aria-label={t('lora.bulk.progress', { saved, total })} />
                <Text size="sm">{t('lora.bulk.progress', { saved, total })}</Text>
                {saved === total && (
                  <Group justify="flex-end">
                    <Button variant="default" onClick={() => setDialog(null)} data-testid="lora-bulk-close">
                      {t('lora.close')}
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
