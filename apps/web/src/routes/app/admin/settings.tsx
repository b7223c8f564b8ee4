import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '@/features/settings/settings-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/settings')({ component: AdminSettingsRoute });

/** Product settings: the super admin only (lib/screen-access.ts covers /app/admin). */
function AdminSettingsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('admin.settings.title'));
  return <SettingsPage />;
}
