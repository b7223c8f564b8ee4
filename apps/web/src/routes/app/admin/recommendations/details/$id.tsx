import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesKey, categoryQuery, deleteCategory } from '../../../../../features/admin/api.ts';
import { DeleteDialog } from '../../../../../features/admin/delete-dialog.tsx';
import { TranslationsTable } from '../../../../../features/admin/translations-table.tsx';
import { errorMessage } from '../../../../../lib/errors.ts';
import { usePageTitle } from '../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/recommendations/details/$id')({ component: CategoryDetailsPage });

function CategoryDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/app/admin/recommendations/details/$id' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const category = useQuery(categoryQuery(id));
  const [deleting, setDeleting] = useState(false);
  usePageTitle(category.data?.name ?? t('admin.categories.detailsTitle'));
  if (category.isPending) return <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>;
  if (!category.data) return <Alert color="red" role="alert">{errorMessage(category.error, t)}</Alert>;
  const c = category.data;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/admin/recommendations">{t('admin.categories.title')}</Anchor>
          <span>{c.name}</span>
        </Breadcrumbs>
        <Group justify="space-between">
          <Title order={1} size="h3" data-testid="category-title">{c.name}</Title>
          <Group gap="xs">
            <Button variant="light" component={Link} to={`/app/admin/recommendations/edit/${c.id}`} data-testid="category-edit">{t('admin.edit')}</Button>
            <Button variant="light" color="red" onClick={() => setDeleting(true)} data-testid="category-delete">{t('admin.delete')}</Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <div>
            <Text size="sm" c="dimmed">{t('admin.categories.name')}</Text>
            <Text>{c.name}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">{t('admin.categories.recommendations')}</Text>
            <Text data-testid="category-recommendations">{c.recommendationsCount}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">{t('admin.createdAt')}</Text>
            <Text>{new Date(c.createdAt).toLocaleString()}</Text>
          </div>
        </SimpleGrid>
        <Title order={2} size="h5">{t('admin.translations.title')}</Title>
        <TranslationsTable translations={c.translations} />
      </Stack>
      {deleting && (
        <DeleteDialog
          title={t('admin.categories.deleteTitle')}
          question={t('admin.categories.deleteQuestion', { name: c.name })}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteCategory(c.id);
            notifications.show({ color: 'green', message: t('admin.categories.deleted') });
            // Leave first: refreshing the deleted category's own query would only answer 404.
            queryClient.removeQueries({ queryKey: [...categoriesKey, 'one'] });
            await navigate({ to: '/app/admin/recommendations' });
            await queryClient.invalidateQueries({ queryKey: categoriesKey });
          }}
        />
      )}
    </Paper>
  );
}
