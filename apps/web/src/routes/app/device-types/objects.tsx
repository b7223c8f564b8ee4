import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { companyShortListQuery } from '@/shared/companies/api/get-company-short-list.ts';
import { PartsPage } from '@/features/catalogue/components/parts-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/device-types/objects')({ component: ObjectsPage });

function ObjectsPage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue.tabs.objects'));
  const { data: me } = useAccount();
  const companies = useQuery({ ...companyShortListQuery, enabled: me?.type === 'ADMIN' });
  if (!me) return null;
  return <PartsPage kind="objects" area="company" role={me.type} companies={companies.data} />;
}
