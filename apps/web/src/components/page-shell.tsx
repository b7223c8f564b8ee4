// The frame of a details, create or edit page: breadcrumbs, the title with the page's actions,
// and the content; plus the loading and error states such a page shows before its data.
import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export interface Crumb {
  label: ReactNode;
  /** Where the crumb leads; the last crumb (the page itself) usually leads nowhere. */
  to?: string;
}

export function PageShell({
  title,
  crumbs,
  actions,
  titleTestId,
  children,
}: {
  title: string;
  crumbs: Crumb[];
  actions?: ReactNode;
  titleTestId?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          {crumbs.map((crumb, i) =>
            crumb.to ? (
              <Anchor key={i} component={Link} to={crumb.to}>
                {crumb.label}
              </Anchor>
            ) : (
              <span key={i}>{crumb.label}</span>
            ),
          )}
        </Breadcrumbs>
        <Group justify="space-between">
          <Title order={1} size="h3" data-testid={titleTestId}>
            {title}
          </Title>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A spinner while the query loads, its error when it failed, else the page for its data. */
export function QueryGate<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (query.data === undefined) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error, t)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

/** One labelled value of a details page. */
export function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId} component="div">
        {children}
      </Text>
    </div>
  );
}

/** The edit and delete buttons of a details page; test ids are `<testId>-edit` and `<testId>-delete`. */
export function EditDeleteActions({
  editTo,
  onDelete,
  testId,
  editLabel,
  deleteLabel,
}: {
  editTo: string;
  onDelete: () => void;
  testId: string;
  editLabel: string;
  deleteLabel: string;
}) {
  return (
    <>
      <Button variant="light" component={Link} to={editTo} data-testid={`${testId}-edit`}>
        {editLabel}
      </Button>
      <Button variant="light" color="red" onClick={onDelete} data-testid={`${testId}-delete`}>
        {deleteLabel}
      </Button>
    </>
  );
}

interface ListHeaderProps {
  title: string;
  order?: 1 | 2;
  busy?: boolean;
  /** The button to the page that adds one, for who may add (false hides it). */
  add?: { to: string; label: string; testId: string } | false;
}

/** The head of a list page: its title, a small spinner while the list refreshes, and its actions. */
export function ListHeader({ title, order = 1, busy = false, add, children }: ListHeaderProps & { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <Title order={order} size={order === 1 ? 'h3' : 'h4'}>
          {title}
        </Title>
        {busy && <Loader size="xs" aria-label={t('app.loading')} />}
      </Group>
      {add && (
        <Button component={Link} to={add.to} data-testid={add.testId}>
          {add.label}
        </Button>
      )}
      {children}
    </Group>
  );
}

/** A list page in its card: the head (ListHeader, with `actions` beside the add button), then the filters, the list and its pager. */
export function ListPage({ actions, children, ...head }: ListHeaderProps & { actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <ListHeader {...head}>{actions}</ListHeader>
        {children}
      </Stack>
    </Paper>
  );
}
