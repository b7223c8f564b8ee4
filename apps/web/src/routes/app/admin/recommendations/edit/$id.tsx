import { Alert, Anchor, Breadcrumbs, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { categoriesKey, categoryQuery, updateCategory } from '../../../../../features/admin/api.ts';
import { CategoryForm } from '../../../../../features/admin/category-form.tsx';
import { errorMessage } from '../../../../../lib/errors.ts';
import { usePageTitle } from '../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/recommendations/edit/$id')({ component: EditCategoryPage });

function EditCategoryPage() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/app/admin/recommendations/edit/$id' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const category = useQuery(categoryQuery(id));
  usePageTitle(category.data?.name ?? t('admin.categories.editTitle'));
  if (category.isPending) return <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>;
  if (!category.data) return <Alert color="red" role="alert">{errorMessage(category.error, t)}</Alert>;
  const c = category.data;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/admin/recommendations">{t('admin.categories.title')}</Anchor>
          <Anchor component={Link} to={`/app/admin/recommendations/details/${c.id}`}>{c.name}</Anchor>
        </Breadcrumbs>
        <Title order={1} size="h3">{t('admin.categories.editTitle')}</Title>
        <CategoryForm
          category={c}
          onSubmit={async (values) => {
            try {
              await updateCategory(c.id, values);
              await queryClient.invalidateQueries({ queryKey: categoriesKey });
              notifications.show({ color: 'green', message: t('admin.categories.edited') });
              await navigate({ to: '/app/admin/recommendations/details/$id', params: { id: String(c.id) } });
            } catch (error) {
              notifications.show({ color: 'red', message: errorMessage(error, t) });
              throw error;
            }
          }}
        />
      </Stack>
    </Paper>
  );
}
