import { Anchor, Avatar, Badge, Table, Text } from '@mantine/core';
import type { CompanyListItem } from '@trapline/contracts/companies';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';

/** Companies with logo, name, e-mail and address; the counts columns are the super admin's view. */
export function CompaniesTable({ rows, withCounts, testId }: { rows: CompanyListItem[]; withCounts: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={withCounts ? 1000 : 560}>
      <Table striped highlightOnHover data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {withCounts && <Table.Th>{t('companies.number')}</Table.Th>}
            <Table.Th>{t('companies.logo')}</Table.Th>
            <Table.Th>{t('companies.name')}</Table.Th>
            {withCounts && <Table.Th>{t('companies.parent')}</Table.Th>}
            <Table.Th>{t('companies.email')}</Table.Th>
            <Table.Th>{t('companies.address')}</Table.Th>
            {withCounts && <Table.Th>{t('companies.places')}</Table.Th>}
            {withCounts && <Table.Th>{t('companies.devices')}</Table.Th>}
            {withCounts && <Table.Th>{t('companies.clients')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={withCounts ? 9 : 4}>
                <Text c="dimmed" size="sm">{t('companies.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((company) => (
            <Table.Tr key={company.uuid}>
              {withCounts && <Table.Td>{company.id}</Table.Td>}
              <Table.Td>
                <Avatar src={company.logoUrl} alt="" radius="sm" color="teal" variant="filled">
                  {company.name.slice(0, 2).toUpperCase()}
                </Avatar>
              </Table.Td>
              <Table.Td fw={600}>
                <Anchor component={Link} to={`/app/companies/edit/${company.uuid}`}>{company.name}</Anchor>
              </Table.Td>
              {withCounts && (
                <Table.Td data-testid="company-parent">
                  {company.parentCompanyUuid ? (
                    <Anchor component={Link} to={`/app/companies/edit/${company.parentCompanyUuid}`} size="sm">{company.parentCompanyName}</Anchor>
                  ) : (
                    <Badge variant="light" color="teal" size="sm">{t('companies.provider')}</Badge>
                  )}
                </Table.Td>
              )}
              <Table.Td>{company.email}</Table.Td>
              <Table.Td>{company.address}</Table.Td>
              {withCounts && <Table.Td>{company.placesCount}</Table.Td>}
              {withCounts && <Table.Td>{company.devicesCount}</Table.Td>}
              {withCounts && <Table.Td>{company.clientsCount}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
