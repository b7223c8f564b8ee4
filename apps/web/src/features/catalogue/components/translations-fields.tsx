import { SimpleGrid, Tabs, TextInput, Textarea } from '@mantine/core';
import { CATALOGUE_LANGUAGES } from '@trapline/contracts/catalogue';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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
    <Tabs defaultValue="pl" variant="outline" keepMounted>
      <Tabs.List aria-label={t('catalogue.translations.title')}>
        {CATALOGUE_LANGUAGES.map((lang) => (
          <Tabs.Tab key={lang} value={lang} data-testid={`${testId}-tab-${lang}`}>
            {lang.toUpperCase()}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {CATALOGUE_LANGUAGES.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="sm">
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
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
