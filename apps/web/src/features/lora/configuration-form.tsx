import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Select, SimpleGrid } from '@mantine/core';
import {
  LORA_CONNECTION_LIMITS,
  LORA_STHS_LIMITS,
  ZLoraConnectionSettings,
  ZLoraDeviceSettings,
  ZLoraSthsSettings,
  type LoraConfiguration,
  type LoraDeviceSettings,
} from '@trapline/contracts/lora';
import { Controller, useForm, type Control, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConfigurationDialog } from '@/features/lora/api/types.ts';
import { fieldMessage } from './errors.ts';
import { StackedForm } from '@/components/stacked-form.tsx';

const SCHEMAS = { device: ZLoraDeviceSettings, connection: ZLoraConnectionSettings, sths_config: ZLoraSthsSettings } as const;
export const CONFIGURATION_DIALOGS: ConfigurationDialog[] = ['device', 'connection', 'sths_config'];

/**
 * One configuration dialog's form (spec 3, section 5): detection, time or presence-sensor
 * settings, validated with the shared schemas. Used for one sensor and for bulk changes.
 */
export function ConfigurationForm<D extends ConfigurationDialog>({
  dialog,
  initial,
  onSubmit,
  busy,
}: {
  dialog: D;
  initial: LoraConfiguration[D];
  onSubmit: (values: LoraConfiguration[D]) => Promise<void>;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm<FieldValues>({
    resolver: zodResolver(SCHEMAS[dialog] as typeof ZLoraConnectionSettings) as unknown as Resolver<FieldValues>,
    defaultValues: { ...initial },
  });
  const submit = form.handleSubmit((values) => onSubmit(values as unknown as LoraConfiguration[D]));
  const error = (name: string) => fieldMessage(form.formState.errors[name]?.message as string | undefined, t);
  return (
    <StackedForm onSubmit={submit} testId={`lora-config-form-${dialog}`}>
      {dialog === 'device' && <DeviceFields control={form.control} />}
      {dialog !== 'device' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {Object.entries(dialog === 'connection' ? LORA_CONNECTION_LIMITS : LORA_STHS_LIMITS).map(([name, limits]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={t(`lora.config.fields.${name}`)}
                  description={t('lora.validation.range', { min: limits.min, max: limits.max })}
                  required
                  allowDecimal={false}
                  value={field.value as number}
                  onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                  error={error(name)}
                  data-testid={`lora-config-${name}`}
                />
              )}
            />
          ))}
        </SimpleGrid>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={busy || form.formState.isSubmitting} data-testid="lora-config-save">
          {t('common.save')}
        </Button>
      </Group>
    </StackedForm>
  );
}

type Flag = keyof LoraDeviceSettings;

function DeviceFields({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const onOff = [
    { value: '0', label: t('lora.config.inactive') },
    { value: '1', label: t('lora.config.active') },
  ];
  const flag = (name: Flag) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`lora.config.fields.${name}`)}
          data={onOff}
          value={String(field.value)}
          onChange={(v) => field.onChange(Number(v))}
          allowDeselect={false}
          required
          data-testid={`lora-config-${name}`}
        />
      )}
    />
  );
  // A reed is inactive, active or active inverted: carried as the reed value plus its Inv flag.
  const reed = (name: 'reed1' | 'reed2') => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field: reedField }) => (
        <Controller
          control={control}
          name={`${name}Inv` as Path<FieldValues>}
          render={({ field: invField }) => (
            <Select
              label={t(`lora.config.fields.${name}`)}
              required
              allowDeselect={false}
              data={[...onOff, { value: 'inverted', label: t('lora.config.activeInverted') }]}
              value={reedField.value === 1 && invField.value === 1 ? 'inverted' : String(reedField.value)}
              onChange={(v) => {
                reedField.onChange(v === '0' ? 0 : 1);
                invField.onChange(v === 'inverted' ? 1 : 0);
              }}
              data-testid={`lora-config-${name}`}
            />
          )}
        />
      )}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {flag('pir')}
      {flag('ext1')}
      {flag('ext2')}
      {reed('reed1')}
      {reed('reed2')}
    </SimpleGrid>
  );
}
