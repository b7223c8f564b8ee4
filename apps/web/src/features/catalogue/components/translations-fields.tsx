import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '@/components/language-tabs.tsx';

/**
 * Name (and description) of a catalogue item in each data language (pl, en, de, it, ru), one tab
 * per language. An empty name means "not translated": the stored name is shown instead.
 */
export function TranslationsFields<T extends FieldValues>({
  register,
  withDescription = false,
  disabled = false,
  testId,
}: {
  register: UseFormRegister<T>;
  withDescription?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <LanguageTabs label={t('catalogue.translations.title')} testId={testId}>
      {(lang) => (
        <SimpleGrid cols={{ base: 1, sm: withDescription ? 2 : 1 }}>
          <TextInput
            label={`${t('catalogue.translations.name')} (${lang.toUpperCase()})`}
            disabled={disabled}
            maxLength={200}
            {...register(`translations.${lang}.name` as Path<T>)}
            data-testid={`${testId}-name-${lang}`}
          />
          {withDescription && (
            <Textarea
              label={`${t('catalogue.translations.description')} (${lang.toUpperCase()})`}
              disabled={disabled}
              autosize
              minRows={1}
              {...register(`translations.${lang}.description` as Path<T>)}
            />
          )}
        </SimpleGrid>
      )}
    </LanguageTabs>
  );
}
