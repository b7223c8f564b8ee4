import { useNavigate } from '@tanstack/react-router';
import { InterventionForm, type InterventionFormProps } from './intervention-form.tsx';
import { TitledCard } from '@/components/titled-card.tsx';

/** The create and the edit screen of an intervention: titled form; saved or cancelled, back to the place's interventions. */
export function InterventionPage({ title, ...form }: { title: string } & Omit<InterventionFormProps, 'onSaved' | 'onCancel'>) {
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/app/places/edit/$placeId/interventions', params: { placeId: form.placeId } });
  return (
    <TitledCard title={title}>
      <InterventionForm {...form} onCancel={back} onSaved={back} />
    </TitledCard>
  );
}
