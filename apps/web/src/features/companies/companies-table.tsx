import { Anchor, Avatar, Badge, Table } from '@mantine/core';
import type { CompanyListItem } from '@trapline/contracts/companies';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ListTable } from '@/components/list-table.tsx';
import { NoDataRow } from '@/components/no-data-row.tsx';

/** Companies with logo, name, e-mail and address; the counts columns are the super admin's view. */
export function CompaniesTable({ rows, withCounts, testId }: { rows: CompanyListItem[]; withCounts: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <ListTable
      testId={testId}
      minWidth={withCounts ? 1000 : 560}
      columns={[
        withCounts && t('companies.number'),
        t('companies.logo'),
        t('companies.name'),
        withCounts && t('companies.parent'),
        t('companies.email'),
        t('companies.address'),
        withCounts && t('companies.places'),
        withCounts && t('companies.devices'),
        withCounts && t('companies.clients'),
      ]}
    >
      {rows.length === 0 && (
        <NoDataRow columns={withCounts ? 9 : 4} size="sm" ta="left">
          {t('companies.empty')}
        </NoDataRow>
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
            <Anchor component={Link} to={`/app/companies/edit/${company.uuid}`}>
              {company.name}
            </Anchor>
          </Table.Td>
          {withCounts && (
            <Table.Td data-testid="company-parent">
              {company.parentCompanyUuid ? (
                <Anchor component={Link} to={`/app/companies/edit/${company.parentCompanyUuid}`} size="sm">
                  {company.parentCompanyName}
                </Anchor>
              ) : (
                <Badge variant="light" color="teal" size="sm">
                  {t('companies.provider')}
                </Badge>
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
    </ListTable>
  );
}
