import { Anchor, Breadcrumbs, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { categoriesKey, createCategory } from '../../../../features/admin/api.ts';
import { CategoryForm } from '../../../../features/admin/category-form.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/recommendations/create')({ component: CreateCategoryPage });

function CreateCategoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.categories.createTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/admin/recommendations">{t('admin.categories.title')}</Anchor>
          <span>{t('admin.categories.createTitle')}</span>
        </Breadcrumbs>
        <Title order={1} size="h3">{t('admin.categories.createTitle')}</Title>
        <CategoryForm
          onSubmit={async (values) => {
            try {
              const category = await createCategory(values);
              await queryClient.invalidateQueries({ queryKey: categoriesKey });
              notifications.show({ color: 'green', message: t('admin.categories.added') });
              await navigate({ to: '/app/admin/recommendations/details/$id', params: { id: String(category.id) } });
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
