import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../../../../features/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/app/dashboard/company/$companyId/place/$placeId')({ component: PlaceDashboardRoute });

function PlaceDashboardRoute() {
  const { companyId, placeId } = Route.useParams();
  return <DashboardPage companyId={companyId} placeId={placeId} />;
}
