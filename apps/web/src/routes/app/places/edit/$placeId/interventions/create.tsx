import { createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InterventionPage } from '@/features/interventions/intervention-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/places/edit/$placeId/interventions/create')({ component: CreateInterventionPage });

function CreateInterventionPage() {
  const { t } = useTranslation();
  usePageTitle(t('interventions.createTitle'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/interventions/create' });
  return <InterventionPage title={t('interventions.createTitle')} placeId={placeId} />;
}
