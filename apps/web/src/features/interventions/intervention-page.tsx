import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { InterventionForm, type InterventionFormProps } from './intervention-form.tsx';

/** The create and the edit screen of an intervention: titled form; saved or cancelled, back to the place's interventions. */
export function InterventionPage({ title, ...form }: { title: string } & Omit<InterventionFormProps, 'onSaved' | 'onCancel'>) {
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/app/places/edit/$placeId/interventions', params: { placeId: form.placeId } });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} size="h4">
          {title}
        </Title>
        <InterventionForm {...form} onCancel={back} onSaved={back} />
      </Stack>
    </Paper>
  );
}
