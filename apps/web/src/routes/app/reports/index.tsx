import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { ReportsPage } from '@/features/statistics/reports-page.tsx';

export const Route = createFileRoute('/app/reports/')({
  validateSearch: (search: Record<string, unknown>) => ({
    placeUuid: typeof search.placeUuid === 'string' && search.placeUuid ? search.placeUuid : undefined,
    tab: search.tab === 'inspections' ? ('inspections' as const) : ('reports' as const),
  }),
  component: Reports,
});

function Reports() {
  const { placeUuid, tab } = useSearch({ from: '/app/reports/' });
  const navigate = useNavigate({ from: '/app/reports/' });
  return (
    <ReportsPage
      placeUuid={placeUuid}
      tab={tab}
      onChange={(search) => void navigate({ search: { placeUuid: search.placeUuid, tab: search.tab ?? tab }, replace: true })}
    />
  );
}
