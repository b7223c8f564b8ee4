import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PartsPage } from '@/features/catalogue/components/parts-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/devices/objects')({ component: GlobalObjectsPage });

/** The global objects, managed by the super admin (the layout shows this area to the super admin only). */
function GlobalObjectsPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('catalogue.adminTitle')}: ${t('catalogue.tabs.objects')}`);
  return <PartsPage kind="objects" area="admin" role="ADMIN" />;
}
