import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PartsPage } from '@/features/catalogue/components/parts-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/devices/actions')({ component: GlobalActionsPage });

/** The global actions, managed by the super admin (the layout shows this area to the super admin only). */
function GlobalActionsPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('catalogue.adminTitle')}: ${t('catalogue.tabs.actions')}`);
  return <PartsPage kind="actions" area="admin" role="ADMIN" />;
}
