import { Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { interventionsKey } from '../../../../../../features/interventions/api.ts';
import { InterventionForm } from '../../../../../../features/interventions/intervention-form.tsx';
import { usePageTitle } from '../../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/places/edit/$placeId/interventions/create')({ component: CreateInterventionPage });

function CreateInterventionPage() {
  const { t } = useTranslation();
  usePageTitle(t('interventions.createTitle'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/interventions/create' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = () => void navigate({ to: '/app/places/edit/$placeId/interventions', params: { placeId } });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} size="h4">{t('interventions.createTitle')}</Title>
        <InterventionForm
          placeId={placeId}
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
