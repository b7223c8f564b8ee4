import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accountQuery } from '@/shared/account/api/get-account.ts';
import { InterventionsScreen } from '@/features/interventions/interventions-screen.tsx';
import { isRestricted } from '@/lib/roles.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/places/edit/$placeId/interventions/')({ component: InterventionsPage });

function InterventionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('interventions.title'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/interventions/' });
  const { data: me } = useQuery(accountQuery);
  return <InterventionsScreen placeId={placeId} canDelete={me !== undefined && !isRestricted(me.type)} />;
}
