import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell.tsx';
import { useCreateCategory } from '@/features/admin/api/create-category.ts';
import { CategoryForm } from '@/features/admin/category-form.tsx';
import { useSave } from '@/lib/use-save.ts';

export const Route = createFileRoute('/app/admin/recommendations/create')({ component: CreateCategoryPage });

function CreateCategoryPage() {
  const { t } = useTranslation();
  const createCategory = useCreateCategory();
  const submit = useSave({
    save: createCategory.mutateAsync,
    success: t('admin.categories.added'),
    go: (saved) => ({ to: '/app/admin/recommendations/details/$id', params: { id: String(saved.id) } }),
  });
  const title = t('admin.categories.createTitle');
  return (
    <PageShell title={title} crumbs={[{ label: t('admin.categories.title'), to: '/app/admin/recommendations' }, { label: title }]}>
      <CategoryForm onSubmit={submit} />
    </PageShell>
  );
}
