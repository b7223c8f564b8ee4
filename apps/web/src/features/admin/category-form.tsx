import { zodResolver } from '@hookform/resolvers/zod';
import { Title } from '@mantine/core';
import { ADMIN_LANGUAGES, ADMIN_LIMITS, ZCreateCategoryRequest, type CreateCategoryRequest, type RecommendationCategory } from '@trapline/contracts/admin';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './messages.ts';
import { TranslationsTabs } from './translations-tabs.tsx';
import { submitWithFieldErrors } from '@/lib/forms.ts';
import { TextField } from '@/components/form-fields.tsx';
import { SaveButton } from '@/components/form-actions.tsx';
import { StackedForm } from '@/components/stacked-form.tsx';

const valuesOf = (category: RecommendationCategory | undefined): CreateCategoryRequest => ({
  name: category?.name ?? '',
  translations: Object.fromEntries(ADMIN_LANGUAGES.map((lang) => [lang, { name: category?.translations[lang]?.name ?? '' }])),
});

/** A recommendation category's form (spec 3, section 5: name required; a name per language). */
export function CategoryForm({ category, onSubmit }: { category?: RecommendationCategory; onSubmit: (values: CreateCategoryRequest) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useForm<CreateCategoryRequest>({ resolver: zodResolver(ZCreateCategoryRequest), defaultValues: valuesOf(category) });
  const message = (key: string | undefined) => fieldMessage(t, key);
  const submit = submitWithFieldErrors(form, onSubmit);
  return (
    <StackedForm onSubmit={submit} form={form} message={message} testId="category-form">
      <TextField name="name" label={t('admin.categories.name')} required maxLength={ADMIN_LIMITS.nameMaxLength} data-testid="category-name" />
      <Title order={2} size="h5">
        {t('admin.translations.title')}
      </Title>
      <TranslationsTabs register={form.register} testId="category-translation" />
      <SaveButton testId="category-save" />
    </StackedForm>
  );
}
