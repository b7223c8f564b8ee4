import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Group, SegmentedControl, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LORA_APP_EUI, ZLoraDeviceCreateRequest, type LoraDeviceCreateRequest } from '@trapline/contracts/lora';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { usePlaceChoices } from '@/features/lora/api/get-place-choices.ts';
import { useRadioDeviceChoices } from '@/features/lora/api/get-radio-device-choices.ts';
import { companyShortListQuery, groupedCompanies } from '@/shared/companies/api/get-company-short-list.ts';
import { fieldMessage } from './errors.ts';
import { randomDevEui } from './format.ts';
import { submitWithFieldErrors } from '@/lib/forms.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { SaveButton } from '@/components/form-actions.tsx';
import { TextareaField, TextField } from '@/components/form-fields.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

type Values = z.input<typeof ZLoraDeviceCreateRequest>;
export type SensorFormValues = z.output<typeof ZLoraDeviceCreateRequest>;

/**
 * The LoRa device form of create and edit (spec 3, section 2.1): name, description, DevEUI (create
 * only; 8 random bytes by default), appEui (new 0101010101010101 or old sixteen zeros), company,
 * the company's place, and the place's radio device.
 */
export function SensorForm({
  initial,
  editing,
  onSubmit,
}: {
  initial?: Partial<LoraDeviceCreateRequest>;
  editing: boolean;
  onSubmit: (values: SensorFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, SensorFormValues>({
    resolver: zodResolver(ZLoraDeviceCreateRequest),
    defaultValues: {
      name: '',
      description: '',
      devEui: editing ? '' : randomDevEui(),
      appEui: LORA_APP_EUI.new,
      companyUuid: null,
      placeUuid: null,
      deviceUuid: null,
      ...initial,
    },
  });
  const [companyUuid, placeUuid, appEui] = form.watch(['companyUuid', 'placeUuid', 'appEui']);
  const companies = useQuery(companyShortListQuery);
  const places = usePlaceChoices(companyUuid ?? undefined);
  const devices = useRadioDeviceChoices(placeUuid ?? undefined);
  const message = (key: string | undefined) => fieldMessage(key, t);
  const submit = submitWithFieldErrors(form, onSubmit);

  return (
    <StackedForm onSubmit={submit} form={form} message={message} testId="lora-device-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="name" label={t('lora.name')} description={editing ? undefined : t('lora.form.nameHint')} data-testid="lora-form-name" />
        <TextareaField name="description" label={t('lora.form.description')} minRows={1} data-testid="lora-form-description" />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextField
            name="devEui"
            label="DevEUI"
            required
            disabled={editing}
            maxLength={16}
            ff="monospace"
            style={{ flex: 1 }}
            data-testid="lora-form-dev-eui"
          />
          {!editing && (
            <Tooltip label={t('lora.form.randomDevEui')}>
              <ActionIcon
                variant="light"
                size="lg"
                mb={form.formState.errors.devEui ? 22 : 0}
                aria-label={t('lora.form.randomDevEui')}
                onClick={() => form.setValue('devEui', randomDevEui(), { shouldValidate: true })}
                data-testid="lora-form-random"
              >
                ↻
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Stack gap={4}>
          <TextField name="appEui" label="AppEUI" required maxLength={16} ff="monospace" data-testid="lora-form-app-eui" />
          <SegmentedControl
            size="xs"
            value={appEui === LORA_APP_EUI.old ? 'old' : 'new'}
            onChange={(v) => form.setValue('appEui', v === 'old' ? LORA_APP_EUI.old : LORA_APP_EUI.new, { shouldValidate: true })}
            data={[
              { value: 'new', label: t('lora.versions.new') },
              { value: 'old', label: t('lora.versions.old') },
            ]}
            data-testid="lora-form-version"
          />
        </Stack>
        <ChoiceSelect
          name="companyUuid"
          label={t('lora.list.company')}
          data={groupedCompanies(companies.data ?? [])}
          then={() => {
            form.setValue('placeUuid', null);
            form.setValue('deviceUuid', null);
          }}
          testId="lora-form-company"
        />
        <ChoiceSelect
          name="placeUuid"
          label={t('lora.list.place')}
          data={(places.data ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
          then={() => form.setValue('deviceUuid', null)}
          disabled={!companyUuid}
          testId="lora-form-place"
        />
        <ChoiceSelect
          name="deviceUuid"
          label={t('lora.list.device')}
          data={(devices.data ?? []).map((d) => ({ value: d.uuid, label: [d.uniqueId, d.name].filter(Boolean).join(' · ') }))}
          disabled={!placeUuid}
          nothingFoundMessage={t('common.noData')}
          testId="lora-form-device"
        />
      </SimpleGrid>
      <SaveButton testId="lora-form-save" />
    </StackedForm>
  );
}
