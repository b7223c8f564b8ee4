import { Anchor, Badge, Button, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usersQuery } from '../../../features/users/api.ts';
import { pageNumber, text } from '../../../lib/search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const PAGE_SIZE = 50;

export const Route = createFileRoute('/app/users/')({
  validateSearch: (search: Record<string, unknown>) => ({ search: text(search.search) ?? '', page: pageNumber(search.page) }),
  component: UsersPage,
});

function UsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.users'));
  const navigate = useNavigate({ from: '/app/users/' });
  const { search, page } = useSearch({ from: '/app/users/' });
  const [debounced] = useDebouncedValue(search, 300);
  const { data, isFetching } = useQuery(usersQuery(debounced, page, PAGE_SIZE));
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={1} size="h3">{t('nav.users')}</Title>
            {isFetching && <Loader size="xs" aria-label={t('app.loading')} />}
          </Group>
          <Button component={Link} to="/app/users/create" data-testid="add-user">{t('users.add')}</Button>
        </Group>
        <TextInput label={t('users.search')} value={search} onChange={(e) => void navigate({ search: { search: e.currentTarget.value, page: 1 }, replace: true })} maw={360} data-testid="users-search" />
        {data ? (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover data-testid="users-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.fullName')}</Table.Th>
                  <Table.Th>{t('users.email')}</Table.Th>
                  <Table.Th>{t('users.company')}</Table.Th>
                  <Table.Th>{t('users.type')}</Table.Th>
                  <Table.Th>{t('users.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((user) => (
                  <Table.Tr key={user.uuid}>
                    <Table.Td><Anchor component={Link} to={`/app/users/edit/${user.uuid}`}>{user.name} {user.surname}</Anchor></Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{user.company.name}</Table.Td>
                    <Table.Td>{t(`roles.${user.type}`)}</Table.Td>
                    <Table.Td><Badge color={user.status === 'ACTIVE' ? 'teal' : 'gray'}>{t(`users.${user.status}`)}</Badge></Table.Td>
                  </Table.Tr>
                ))}
                {data.rows.length === 0 && (
                  <Table.Tr><Table.Td colSpan={5}><Text c="dimmed" ta="center">{t('common.noData')}</Text></Table.Td></Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Loader aria-label={t('app.loading')} />
        )}
        {data && data.count > PAGE_SIZE && (
          <Center>
            <Pagination total={Math.ceil(data.count / PAGE_SIZE)} value={page} onChange={(next) => void navigate({ search: { search, page: next } })} />
          </Center>
        )}
      </Stack>
    </Paper>
  );
}
