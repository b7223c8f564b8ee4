import { SimpleGrid, Tabs, TextInput, Textarea } from '@mantine/core';
import { ADMIN_LANGUAGES, ADMIN_LIMITS } from '@trapline/contracts/admin';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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
    <Tabs defaultValue="pl" variant="outline" keepMounted>
      <Tabs.List aria-label={t('admin.translations.title')}>
        {ADMIN_LANGUAGES.map((lang) => (
          <Tabs.Tab key={lang} value={lang} data-testid={`${testId}-tab-${lang}`}>
            {lang.toUpperCase()}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {ADMIN_LANGUAGES.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="sm">
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
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
