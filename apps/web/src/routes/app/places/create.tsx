import { Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCreatePlace } from '@/features/places/api/create-place.ts';
import { PlaceForm } from '@/features/places/place-form.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/places/create')({ component: CreatePlacePage });

function CreatePlacePage() {
  const { t } = useTranslation();
  usePageTitle(t('places.create'));
  const navigate = useNavigate();
  const createPlace = useCreatePlace();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={1} size="h3">
          {t('places.create')}
        </Title>
        <PlaceForm
          readOnly={false}
          onSubmit={async (values) => {
            try {
              const place = await createPlace.mutateAsync(values);
              notifications.show({ color: 'green', message: t('places.created') });
              await navigate({ to: '/app/places/edit/$placeId', params: { placeId: place.uuid } });
            } catch (error) {
              notifications.show({ color: 'red', message: errorMessage(error, t) });
              throw error;
            }
          }}
        />
      </Stack>
    </Paper>
  );
}
