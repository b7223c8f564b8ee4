import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PartsPage } from '@/features/catalogue/components/parts-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/devices/observations')({ component: GlobalObservationsPage });

/** The global observations, managed by the super admin (the layout shows this area to the super admin only). */
function GlobalObservationsPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('catalogue.adminTitle')}: ${t('catalogue.tabs.observations')}`);
  return <PartsPage kind="observations" area="admin" role="ADMIN" />;
}
