import { SimpleGrid, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import type { RecommendationCategory } from '@trapline/contracts/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions, Field, PageShell, QueryGate } from '@/components/page-shell.tsx';
import { useDeleteCategory } from '@/features/admin/api/delete-category.ts';
import { useCategory, categoryQuery } from '@/features/admin/api/get-category.ts';
import { DeleteDialog } from '@/components/delete-dialog.tsx';
import { TranslationsTable } from '@/features/admin/translations-table.tsx';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';
import { formatDateTime } from '@/lib/format-date-time.ts';

export const Route = createFileRoute('/app/admin/recommendations/details/$id')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/admin/recommendations/details/$id', categoryQuery(params.id)),
  pendingComponent: RoutePending,
  component: CategoryDetailsPage,
});

function CategoryDetailsPage() {
  const { id } = useParams({ from: '/app/admin/recommendations/details/$id' });
  return <QueryGate query={useCategory(id)}>{(category) => <CategoryDetails category={category} />}</QueryGate>;
}

function CategoryDetails({ category: c }: { category: RecommendationCategory }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const deleteCategory = useDeleteCategory();
  const navigate = useNavigate();
  const actions = (
    <EditDeleteActions
      editTo={`/app/admin/recommendations/edit/${c.id}`}
      onDelete={() => setDeleting(true)}
      testId="category"
      editLabel={t('admin.edit')}
      deleteLabel={t('admin.delete')}
    />
  );
  return (
    <PageShell
      title={c.name}
      titleTestId="category-title"
      crumbs={[{ label: t('admin.categories.title'), to: '/app/admin/recommendations' }, { label: c.name }]}
      actions={actions}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={t('admin.categories.name')}>{c.name}</Field>
        <Field label={t('admin.categories.recommendations')} testId="category-recommendations">
          {c.recommendationsCount}
        </Field>
        <Field label={t('admin.createdAt')}>{formatDateTime(c.createdAt)}</Field>
      </SimpleGrid>
      <Title order={2} size="h5">
        {t('admin.translations.title')}
      </Title>
      <TranslationsTable translations={c.translations} />
      {deleting && (
        <DeleteDialog
          title={t('admin.categories.deleteTitle')}
          question={t('admin.categories.deleteQuestion', { name: c.name })}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteCategory.mutateAsync(c.id);
            notifications.show({ color: 'green', message: t('admin.categories.deleted') });
            // The delete refreshed the list; this page's own query is left as it is.
            await navigate({ to: '/app/admin/recommendations' });
          }}
        />
      )}
    </PageShell>
  );
}
