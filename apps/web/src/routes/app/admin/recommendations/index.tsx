import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CategoriesPage } from '@/features/admin/categories-page.tsx';
import { pageNumber } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/recommendations/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: search.page === undefined ? undefined : pageNumber(search.page) }),
  component: CategoriesRoute,
});

/** Recommendation categories: the super admin's only (lib/screen-access.ts). */
function CategoriesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('admin.categories.title'));
  const { page } = useSearch({ from: '/app/admin/recommendations/' });
  const navigate = useNavigate({ from: '/app/admin/recommendations/' });
  return <CategoriesPage page={page ?? 1} onPage={(next) => void navigate({ search: { page: next === 1 ? undefined : next } })} />;
}
