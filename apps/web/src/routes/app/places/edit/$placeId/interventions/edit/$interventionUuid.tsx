import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { interventionImagesQuery, interventionQuery, interventionsKey } from '../../../../../../../features/interventions/api.ts';
import { InterventionForm } from '../../../../../../../features/interventions/intervention-form.tsx';
import { errorMessage } from '../../../../../../../lib/errors.ts';
import { usePageTitle } from '../../../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/places/edit/$placeId/interventions/edit/$interventionUuid')({ component: EditInterventionPage });

function EditInterventionPage() {
  const { t } = useTranslation();
  usePageTitle(t('interventions.editTitle'));
  const { placeId, interventionUuid } = useParams({ from: '/app/places/edit/$placeId/interventions/edit/$interventionUuid' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const intervention = useQuery(interventionQuery(placeId, interventionUuid));
  const images = useQuery(interventionImagesQuery(placeId, interventionUuid));
  const back = () => void navigate({ to: '/app/places/edit/$placeId/interventions', params: { placeId } });

  if (intervention.isPending || images.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (intervention.isError || images.isError) return <Text c="red" role="alert">{errorMessage(intervention.error ?? images.error, t)}</Text>;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} size="h4">{t('interventions.editTitle')}</Title>
        <InterventionForm
          key={intervention.data.updatedAt}
          placeId={placeId}
          intervention={intervention.data}
          savedImages={images.data}
          onCancel={back}
          onSaved={() => {
            void queryClient.invalidateQueries({ queryKey: interventionsKey(placeId) });
            back();
          }}
        />
      </Stack>
    </Paper>
  );
}
