import { Center, Loader, Text } from '@mantine/core';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useIntervention, interventionQuery } from '@/features/interventions/api/get-intervention.ts';
import { useInterventionImages } from '@/features/interventions/api/get-intervention-images.ts';
import { InterventionPage } from '@/features/interventions/intervention-page.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId/interventions/edit/$interventionUuid')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(interventionQuery(params.placeId, params.interventionUuid)),
  pendingComponent: RoutePending,
  component: EditInterventionPage,
});

function EditInterventionPage() {
  const { t } = useTranslation();
  usePageTitle(t('interventions.editTitle'));
  const { placeId, interventionUuid } = useParams({ from: '/app/places/edit/$placeId/interventions/edit/$interventionUuid' });
  const intervention = useIntervention(placeId, interventionUuid);
  const images = useInterventionImages(placeId, interventionUuid);

  if (intervention.isPending || images.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (intervention.isError || images.isError)
    return (
      <Text c="red" role="alert">
        {errorMessage(intervention.error ?? images.error, t)}
      </Text>
    );
  return (
    <InterventionPage
      key={intervention.data.updatedAt}
      title={t('interventions.editTitle')}
      placeId={placeId}
      intervention={intervention.data}
      savedImages={images.data}
    />
  );
}
