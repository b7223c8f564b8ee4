import { createFileRoute, useParams } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page.tsx';
import type { PlaceWidgets } from '@/features/dashboard/place-panel.tsx';
import { InspectionReportCells } from '@/features/inspections/report-cell.tsx';
import { BreachBadge, RecentBreaches } from '@/features/limits/recent-breaches.tsx';

export const Route = createFileRoute('/app/dashboard/company/$companyId/place/$placeId')({ component: PlaceDashboardRoute });

/** The place's data shows the limits' breaches and the inspections' reports. */
const widgets: PlaceWidgets = { BreachBadge, RecentBreaches, ReportCells: InspectionReportCells };

function PlaceDashboardRoute() {
  const { companyId, placeId } = useParams({ from: '/app/dashboard/company/$companyId/place/$placeId' });
  return <DashboardPage companyId={companyId} placeId={placeId} widgets={widgets} />;
}
