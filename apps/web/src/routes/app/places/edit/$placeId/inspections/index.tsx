import { createFileRoute, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InspectionsList } from '@/features/inspections/inspections-list.tsx';
import { STATUS_FILTERS, type StatusFilter } from '@/features/inspections/status-filters.ts';
import { oneOf, pageNumber } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

interface InspectionsSearch {
  status?: StatusFilter | undefined;
  page?: number | undefined;
}

export const Route = createFileRoute('/app/places/edit/$placeId/inspections/')({
  validateSearch: (search: Record<string, unknown>): InspectionsSearch => ({
    status: oneOf(search.status, STATUS_FILTERS),
    page: search.page === undefined ? undefined : pageNumber(search.page),
  }),
  component: InspectionsPage,
});

/** The inspections of a place (spec 2, section 2.13); completed ones unless another status is chosen. */
function InspectionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('inspections.title'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/inspections/' });
  const { status, page } = useSearch({ from: '/app/places/edit/$placeId/inspections/' });
  const navigate = useNavigate({ from: '/app/places/edit/$placeId/inspections/' });
  return (
    <InspectionsList
      placeId={placeId}
      status={status ?? 'COMPLETED'}
      page={page ?? 1}
      onFilter={(next) =>
        void navigate({ search: { status: next.status === 'COMPLETED' ? undefined : next.status, page: next.page === 1 ? undefined : next.page } })
      }
    />
  );
}
