import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { ADMIN_LIMITS } from '@trapline/contracts/admin';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '@/components/language-tabs.tsx';

/**
 * Name (and description) in each data language (pl, en, de, it, ru), one tab per language. An
 * empty name means "not translated": the item's own name is shown instead.
 */
export function TranslationsTabs<T extends FieldValues>({
  register,
  withDescription = false,
  testId,
}: {
  register: UseFormRegister<T>;
  withDescription?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <LanguageTabs label={t('admin.translations.title')} testId={testId}>
      {(lang) => (
        <SimpleGrid cols={{ base: 1, sm: withDescription ? 2 : 1 }}>
          <TextInput
            label={`${t('admin.translations.name')} (${lang.toUpperCase()})`}
            maxLength={ADMIN_LIMITS.nameMaxLength}
            {...register(`translations.${lang}.name` as Path<T>)}
            data-testid={`${testId}-name-${lang}`}
          />
          {withDescription && (
            <Textarea
              label={`${t('admin.translations.description')} (${lang.toUpperCase()})`}
              autosize
              minRows={1}
              maxLength={ADMIN_LIMITS.descriptionMaxLength}
              {...register(`translations.${lang}.description` as Path<T>)}
              data-testid={`${testId}-description-${lang}`}
            />
          )}
        </SimpleGrid>
      )}
    </LanguageTabs>
  );
}
