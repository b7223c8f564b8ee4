import { Table, Text } from '@mantine/core';
import { ADMIN_LANGUAGES } from '@trapline/contracts/admin';
import { useTranslation } from 'react-i18next';

/** An item's name (and description) in each language; a missing one says so. */
export function TranslationsTable({
  translations,
  withDescription = false,
}: {
  translations: Record<string, { name?: string | undefined; description?: string | null | undefined } | undefined>;
  withDescription?: boolean;
}) {
  const { t } = useTranslation();
  const missing = (
    <Text span c="dimmed" size="sm">
      {t('admin.translations.missing')}
    </Text>
  );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder data-testid="translations-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('admin.translations.language')}</Table.Th>
            <Table.Th>{t('admin.translations.name')}</Table.Th>
            {withDescription && <Table.Th>{t('admin.translations.description')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ADMIN_LANGUAGES.map((lang) => (
            <Table.Tr key={lang}>
              <Table.Td>{lang.toUpperCase()}</Table.Td>
              <Table.Td>{translations[lang]?.name?.trim() || missing}</Table.Td>
              {withDescription && <Table.Td>{translations[lang]?.description?.trim() || missing}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
