import { Anchor, Badge, Group, Loader, Paper, Stack, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { User } from '@trapline/contracts/users';
import { useEffect, useRef } from 'react';
import { Link, createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/features/users/api/get-user.ts';
import { useUsers } from '@/features/users/api/get-users.ts';
import { InvitationBadge } from '@/features/users/invitation.tsx';
import { pageNumber, text } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { SearchableListHead } from '@/routes/app/-searchable-list.tsx';
import { ListTable, Pager, headings } from '@/components/list-table.tsx';

const PAGE_SIZE = 50;

export const Route = createFileRoute('/app/users/')({
  // highlight: a user to mark in the list (the one just created).
  validateSearch: (search: Record<string, unknown>): { search: string; page: number; highlight?: string } => {
    const highlight = text(search.highlight);
    return { search: text(search.search) ?? '', page: pageNumber(search.page), ...(highlight ? { highlight } : {}) };
  },
  component: UsersPage,
});

function UsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.users'));
  const navigate = useNavigate({ from: '/app/users/' });
  const { search, page, highlight } = useSearch({ from: '/app/users/' });
  const [debounced] = useDebouncedValue(search, 300);
  const { data, isFetching } = useUsers(debounced, page, PAGE_SIZE);
  // A highlighted user on another page of the list is shown above this page's rows.
  const onPage = !highlight || !data || data.rows.some((u) => u.uuid === highlight);
  const pinned = useUser(highlight ?? '', { enabled: !onPage });
  const rows: User[] = data ? (!onPage && pinned.data ? [pinned.data, ...data.rows] : data.rows) : [];
  const highlightedRow = useRef<HTMLTableRowElement>(null);
  const highlightShown = rows.some((u) => u.uuid === highlight);
  useEffect(() => {
    if (highlightShown) highlightedRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightShown]);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <SearchableListHead
          title={t('nav.users')}
          busy={isFetching}
          add={{ to: '/app/users/create', label: t('users.add'), testId: 'add-user' }}
          search={{
            label: t('users.search'),
            value: search,
            onChange: (value) => void navigate({ search: { search: value, page: 1, ...(highlight ? { highlight } : {}) }, replace: true }),
            testId: 'users-search',
          }}
        />
        {data ? (
          <ListTable
            testId="users-table"
            minWidth={760}
            columns={headings(t, 'users', ['fullName', 'email', 'company', 'type', 'status'])}
            empty={t('common.noData')}
          >
            {rows.map((user) => (
              <Table.Tr
                key={user.uuid}
                ref={user.uuid === highlight ? highlightedRow : undefined}
                data-highlighted={user.uuid === highlight || undefined}
                aria-current={user.uuid === highlight ? 'true' : undefined}
                // A light tint (the row's links keep their contrast) and a bar on the left edge.
                style={
                  user.uuid === highlight
                    ? { background: 'var(--mantine-color-yellow-0)', boxShadow: 'inset 4px 0 0 var(--mantine-color-yellow-6)' }
                    : undefined
                }
              >
                <Table.Td>
                  <Anchor component={Link} to={`/app/users/edit/${user.uuid}`}>
                    {user.name} {user.surname}
                  </Anchor>
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{user.company.name}</Table.Td>
                <Table.Td>{t(`roles.${user.type}`)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge color={user.status === 'ACTIVE' ? 'teal' : 'gray'}>{t(`users.${user.status}`)}</Badge>
                    <InvitationBadge user={user} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        ) : (
          <Loader aria-label={t('app.loading')} />
        )}
        <Pager
          count={data?.count ?? 0}
          perPage={PAGE_SIZE}
          page={page}
          onPage={(next) => void navigate({ search: { search, page: next, ...(highlight ? { highlight } : {}) } })}
        />
      </Stack>
    </Paper>
  );
}
