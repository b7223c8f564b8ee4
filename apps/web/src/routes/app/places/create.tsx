import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card.tsx';
import { useCreatePlace } from '@/features/places/api/create-place.ts';
import { PlaceForm } from '@/features/places/place-form.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useSave } from '@/lib/use-save.ts';

export const Route = createFileRoute('/app/places/create')({ component: CreatePlacePage });

function CreatePlacePage() {
  const { t } = useTranslation();
  usePageTitle(t('places.create'));
  const createPlace = useCreatePlace();
  const submit = useSave({
    save: createPlace.mutateAsync,
    success: t('places.created'),
    go: (place) => ({ to: '/app/places/edit/$placeId', params: { placeId: place.uuid } }),
  });
  return (
    <FormCard title={t('places.create')}>
      <PlaceForm readOnly={false} onSubmit={submit} />
    </FormCard>
  );
}
