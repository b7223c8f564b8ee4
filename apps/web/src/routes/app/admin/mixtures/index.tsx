import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MixturesPage } from '@/features/admin/mixtures-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/admin/mixtures/')({ component: MixturesRoute });

/** Mixtures, reordered by dragging: the super admin's only (lib/screen-access.ts). */
function MixturesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('admin.mixtures.title'));
  return <MixturesPage />;
}
