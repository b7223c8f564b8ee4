import { createFileRoute, useParams } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/app/dashboard/company/$companyId/place/$placeId')({ component: PlaceDashboardRoute });

function PlaceDashboardRoute() {
  const { companyId, placeId } = useParams({ from: '/app/dashboard/company/$companyId/place/$placeId' });
  return <DashboardPage companyId={companyId} placeId={placeId} />;
}
