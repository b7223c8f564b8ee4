import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ColorInput, Group, Select, SimpleGrid, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DEVICE_TYPE_SWATCHES, looksLikeStatusColor } from '@trapline/contracts/maps';
import { ZCreateDeviceTypeRequest, type CreateDeviceTypeRequest, type DeviceTypeListItem } from '@trapline/contracts/catalogue';
import type { CompanyShortListItem } from '@trapline/contracts/companies';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, fieldErrors } from '@/lib/errors.ts';
import { fieldMessage } from '@/features/catalogue/errors.ts';
import { followName } from '@/features/catalogue/rights.ts';
import { TranslationsFields } from './translations-fields.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';
import { FailureAlert } from '@/components/failure-alert.tsx';

type Values = z.input<typeof ZCreateDeviceTypeRequest>;

const NO_REDIRECT = 'none';

/** Form values of a stored type: every language present, so each tab edits its own texts. */
export function typeFormValues(type: DeviceTypeListItem): Values {
  return {
    name: type.name,
    description: type.description ?? '',
    measurementMethod: type.measurementMethod,
    color: type.color,
    settings: { prefix: type.settings.prefix ?? '', redirectOption: type.settings.redirectOption ?? '' },
    translations: Object.fromEntries(
      ['pl', 'en', 'de', 'it', 'ru'].map((lang) => [
        lang,
        { name: type.translations[lang]?.name ?? '', description: type.translations[lang]?.description ?? '' },
      ]),
    ),
  };
}

/**
 * The device type form (spec 2, sections 2.6 and 5): details, measurement method (AMOUNT or
 * AMOUNT_PERCENTAGE), colour, prefix (at most two uppercase letters), what a scan opens, and
 * the translations. Read-only for those who may not change the type. The super admin creating a
 * type chooses its company; none makes it global.
 */
export function DeviceTypeForm({
  initial,
  readOnly = false,
  companies,
  submitLabel,
  onSubmit,
}: {
  initial?: Values;
  readOnly?: boolean;
  /** Offered to the super admin on creation: the owner company (empty: global). */
  companies?: CompanyShortListItem[];
  submitLabel: string;
  onSubmit: (values: CreateDeviceTypeRequest) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, CreateDeviceTypeRequest>({
    resolver: zodResolver(ZCreateDeviceTypeRequest),
    defaultValues: initial ?? {
      name: '',
      description: '',
      measurementMethod: 'AMOUNT',
      color: DEVICE_TYPE_SWATCHES[0],
      settings: { prefix: '', redirectOption: '' },
      translations: {},
      ...(companies ? { parentCompanyId: null } : {}),
    },
  });
  const errors = form.formState.errors;
  const method = form.watch('measurementMethod');
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(followName(values, { name: initial?.name ?? '', description: initial?.description ?? '' }));
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [path, reason] of Object.entries(fields)) form.setError(path as keyof Values, { message: reason });
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error, t));
    }
  });

  return (
    <StackedForm onSubmit={submit}>
      <FailureAlert failure={failure} testId="device-type-error" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('catalogue.types.name')}
          required
          disabled={readOnly}
          maxLength={200}
          {...form.register('name')}
          error={fieldMessage(t, errors.name?.message)}
          data-testid="device-type-name"
        />
        {companies && (
          <Controller
            control={form.control}
            name="parentCompanyId"
            render={({ field }) => (
              <Select
                label={t('catalogue.types.company')}
                description={t('catalogue.types.companyHint')}
                clearable
                searchable
                data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
                value={field.value == null ? null : String(field.value)}
                onChange={(v) => field.onChange(v ? Number(v) : null)}
                error={fieldMessage(t, errors.parentCompanyId?.message)}
                data-testid="device-type-company"
              />
            )}
          />
        )}
      </SimpleGrid>
      <Textarea
        label={t('catalogue.types.description')}
        disabled={readOnly}
        autosize
        minRows={2}
        {...form.register('description')}
        error={fieldMessage(t, errors.description?.message)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Controller
          control={form.control}
          name="measurementMethod"
          render={({ field }) => (
            <Select
              label={t('catalogue.types.measurementMethod')}
              disabled={readOnly}
              allowDeselect={false}
              // The form offers AMOUNT or AMOUNT_PERCENTAGE; a stored PERCENTAGE stays shown.
              data={(['AMOUNT', 'AMOUNT_PERCENTAGE', ...(method === 'PERCENTAGE' ? (['PERCENTAGE'] as const) : [])] as const).map((m) => ({
                value: m,
                label: t(`catalogue.methods.${m}`),
              }))}
              value={field.value ?? 'AMOUNT'}
              onChange={(v) => field.onChange(v ?? 'AMOUNT')}
              data-testid="device-type-method"
            />
          )}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <ColorInput
              label={t('catalogue.types.color')}
              disabled={readOnly}
              format="hex"
              swatches={[...DEVICE_TYPE_SWATCHES]}
              swatchesPerRow={8}
              eyeDropperButtonProps={{ 'aria-label': t('catalogue.types.pickColor') }}
              value={field.value ?? ''}
              onChange={field.onChange}
              // Not an error: a company may keep its colours, but a red type reads as an alarm on a plan.
              description={
                field.value && looksLikeStatusColor(field.value) ? (
                  <Text span size="xs" c="orange.8" data-testid="device-type-color-warning">
                    {t('catalogue.types.colorLikeStatus')}
                  </Text>
                ) : undefined
              }
              error={fieldMessage(t, errors.color?.message)}
              data-testid="device-type-color"
            />
          )}
        />
        <Controller
          control={form.control}
          name="settings.prefix"
          render={({ field }) => (
            <TextInput
              label={t('catalogue.types.prefix')}
              description={t('catalogue.types.prefixHint')}
              disabled={readOnly}
              maxLength={2}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value.toUpperCase())}
              error={fieldMessage(t, errors.settings?.prefix?.message)}
              data-testid="device-type-prefix"
            />
          )}
        />
        <Controller
          control={form.control}
          name="settings.redirectOption"
          render={({ field }) => (
            <Select
              label={t('catalogue.types.redirectOption')}
              disabled={readOnly}
              allowDeselect={false}
              data={[
                { value: NO_REDIRECT, label: t('catalogue.redirect.none') },
                { value: 'observationsModal', label: t('catalogue.redirect.observationsModal') },
                { value: 'objectsModal', label: t('catalogue.redirect.objectsModal') },
              ]}
              value={field.value ? field.value : NO_REDIRECT}
              onChange={(v) => field.onChange(v === NO_REDIRECT || !v ? '' : v)}
              data-testid="device-type-redirect"
            />
          )}
        />
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('catalogue.translations.title')}
      </Title>
      <TranslationsFields register={form.register} withDescription disabled={readOnly} testId="device-type-translation" />
      {!readOnly && (
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="device-type-save">
            {submitLabel}
          </Button>
        </Group>
      )}
    </StackedForm>
  );
}
