import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../../../features/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/app/dashboard/company/$companyId/')({ component: CompanyDashboard });

function CompanyDashboard() {
  const { companyId } = Route.useParams();
  return <DashboardPage companyId={companyId} />;
}
