import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Title } from '@mantine/core';
import { ADMIN_LANGUAGES, ADMIN_LIMITS, MIXTURE_TYPES, ZCreateMixtureRequest, type CreateMixtureRequest, type Mixture } from '@trapline/contracts/admin';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldMessage } from './messages.ts';
import { TranslationsTabs } from './translations-tabs.tsx';
import { submitWithFieldErrors } from '@/lib/forms.ts';
import { ControlledWholeNumberInput, TextareaField, TextField } from '@/components/form-fields.tsx';
import { SaveButton } from '@/components/form-actions.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

type Values = CreateMixtureRequest;
export type MixtureFormValues = z.output<typeof ZCreateMixtureRequest>;

const valuesOf = (mixture: Mixture | undefined): Values => ({
  name: mixture?.name ?? '',
  description: mixture?.description ?? '',
  grammage: mixture?.grammage ?? (undefined as unknown as number),
  type: mixture?.type ?? 'BAIT',
  translations: Object.fromEntries(
    ADMIN_LANGUAGES.map((lang) => [lang, { name: mixture?.translations[lang]?.name ?? '', description: mixture?.translations[lang]?.description ?? '' }]),
  ),
});

/** A mixture's form (spec 3, section 5: name required, grammage at least 1 g, type BAIT; a name and description per language). */
export function MixtureForm({ mixture, onSubmit }: { mixture?: Mixture; onSubmit: (values: MixtureFormValues) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, MixtureFormValues>({ resolver: zodResolver(ZCreateMixtureRequest), defaultValues: valuesOf(mixture) });
  const errors = form.formState.errors;
  const message = (key: string | undefined) => fieldMessage(t, key);
  const submit = submitWithFieldErrors(form, onSubmit);
  return (
    <StackedForm onSubmit={submit} form={form} message={message} testId="mixture-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="name" label={t('admin.mixtures.name')} required maxLength={ADMIN_LIMITS.nameMaxLength} data-testid="mixture-name" />
        <ControlledWholeNumberInput
          control={form.control}
          name="grammage"
          label={t('admin.mixtures.grammage')}
          description={t('admin.mixtures.grammageHint')}
          required
          min={ADMIN_LIMITS.grammageMin}
          max={ADMIN_LIMITS.grammageMax}
          suffix=" g"
          error={message(errors.grammage?.message)}
          data-testid="mixture-grammage"
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('admin.mixtures.type')}
              required
              allowDeselect={false}
              data={MIXTURE_TYPES.map((type) => ({ value: type, label: t(`admin.mixtures.types.${type}`) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              error={message(errors.type?.message)}
              data-testid="mixture-type"
            />
          )}
        />
        <TextareaField
          name="description"
          label={t('admin.mixtures.description')}
          minRows={1}
          maxLength={ADMIN_LIMITS.descriptionMaxLength}
          data-testid="mixture-description"
        />
      </SimpleGrid>
      <Title order={2} size="h5">
        {t('admin.translations.title')}
      </Title>
      <TranslationsTabs register={form.register} withDescription testId="mixture-translation" />
      <SaveButton testId="mixture-save" />
    </StackedForm>
  );
}
