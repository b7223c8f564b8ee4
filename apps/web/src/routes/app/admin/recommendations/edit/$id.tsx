import { createFileRoute, useParams } from '@tanstack/react-router';
import type { RecommendationCategory, UpdateCategoryRequest } from '@trapline/contracts/admin';
import { useTranslation } from 'react-i18next';
import { PageShell, QueryGate } from '@/components/page-shell.tsx';
import { useCategory, categoryQuery } from '@/features/admin/api/get-category.ts';
import { useUpdateCategory } from '@/features/admin/api/update-category.ts';
import { CategoryForm } from '@/features/admin/category-form.tsx';
import { useSave } from '@/lib/use-save.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/admin/recommendations/edit/$id')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/admin/recommendations/edit/$id', categoryQuery(params.id)),
  pendingComponent: RoutePending,
  component: EditCategoryPage,
});

function EditCategoryPage() {
  const { id } = useParams({ from: '/app/admin/recommendations/edit/$id' });
  return <QueryGate query={useCategory(id)}>{(category) => <EditCategory category={category} />}</QueryGate>;
}

function EditCategory({ category }: { category: RecommendationCategory }) {
  const { t } = useTranslation();
  const details = { to: '/app/admin/recommendations/details/$id', params: { id: String(category.id) } } as const;
  const updateCategory = useUpdateCategory();
  const submit = useSave({
    save: (values: UpdateCategoryRequest) => updateCategory.mutateAsync({ id: category.id, body: values }),
    success: t('admin.categories.edited'),
    go: () => details,
  });
  return (
    <PageShell
      title={t('admin.categories.editTitle')}
      crumbs={[
        { label: t('admin.categories.title'), to: '/app/admin/recommendations' },
        { label: category.name, to: `/app/admin/recommendations/details/${category.id}` },
      ]}
    >
      <CategoryForm category={category} onSubmit={submit} />
    </PageShell>
  );
}
