import { SimpleGrid, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useParams } from '@tanstack/react-router';
import type { RecommendationCategory } from '@trapline/contracts/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions, Field, PageShell, QueryGate } from '@/components/page-shell.tsx';
import { categoriesKey, categoryQuery, deleteCategory } from '@/features/admin/api.ts';
import { DeleteDialog } from '@/features/admin/delete-dialog.tsx';
import { TranslationsTable } from '@/features/admin/translations-table.tsx';
import { useLeaveDeleted } from '@/lib/use-save.ts';

export const Route = createFileRoute('/app/admin/recommendations/details/$id')({ component: CategoryDetailsPage });

function CategoryDetailsPage() {
  const { id } = useParams({ from: '/app/admin/recommendations/details/$id' });
  return <QueryGate query={useQuery(categoryQuery(id))}>{(category) => <CategoryDetails category={category} />}</QueryGate>;
}

function CategoryDetails({ category: c }: { category: RecommendationCategory }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const leave = useLeaveDeleted(categoriesKey, { to: '/app/admin/recommendations' });
  const actions = <EditDeleteActions editTo={`/app/admin/recommendations/edit/${c.id}`} onDelete={() => setDeleting(true)} testId="category" editLabel={t('admin.edit')} deleteLabel={t('admin.delete')} />;
  return (
    <PageShell title={c.name} titleTestId="category-title" crumbs={[{ label: t('admin.categories.title'), to: '/app/admin/recommendations' }, { label: c.name }]} actions={actions}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={t('admin.categories.name')}>{c.name}</Field>
        <Field label={t('admin.categories.recommendations')} testId="category-recommendations">{c.recommendationsCount}</Field>
        <Field label={t('admin.createdAt')}>{new Date(c.createdAt).toLocaleString()}</Field>
      </SimpleGrid>
      <Title order={2} size="h5">{t('admin.translations.title')}</Title>
      <TranslationsTable translations={c.translations} />
      {deleting && (
        <DeleteDialog
          title={t('admin.categories.deleteTitle')}
          question={t('admin.categories.deleteQuestion', { name: c.name })}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteCategory(c.id);
            notifications.show({ color: 'green', message: t('admin.categories.deleted') });
            await leave();
          }}
        />
      )}
    </PageShell>
  );
}
