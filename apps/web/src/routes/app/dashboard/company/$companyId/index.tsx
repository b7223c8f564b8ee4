import { createFileRoute, useParams } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/app/dashboard/company/$companyId/')({ component: CompanyDashboard });

function CompanyDashboard() {
  const { companyId } = useParams({ from: '/app/dashboard/company/$companyId/' });
  return <DashboardPage companyId={companyId} />;
}
