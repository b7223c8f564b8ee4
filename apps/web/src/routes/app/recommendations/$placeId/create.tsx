import { Anchor, Breadcrumbs, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { placeQuery } from '@/features/places/api/get-place.ts';
import { useCreateRecommendation } from '@/features/recommendations/api/create-recommendation.ts';
import { RecommendationForm } from '@/features/recommendations/recommendation-form.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/recommendations/$placeId/create')({ component: CreateRecommendationPage });

function CreateRecommendationPage() {
  const { t } = useTranslation();
  usePageTitle(t('recommendations.createTitle'));
  const { placeId } = useParams({ from: '/app/recommendations/$placeId/create' });
  const place = useQuery(placeQuery(placeId));
  const navigate = useNavigate();
  const createRecommendation = useCreateRecommendation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/recommendations">
            {t('recommendations.title')}
          </Anchor>
          <Anchor component={Link} to={`/app/recommendations/${placeId}`}>
            {place.data?.name ?? '…'}
          </Anchor>
          <span>{t('recommendations.createTitle')}</span>
        </Breadcrumbs>
        <Title order={1} size="h3">
          {t('recommendations.createTitle')}
        </Title>
        <RecommendationForm
          placeId={placeId}
          onSubmit={async (values) => {
            try {
              const created = await createRecommendation.mutateAsync({ placeId, body: values });
              notifications.show({ color: 'green', message: t('recommendations.added') });
              await navigate({ to: '/app/recommendations/$placeId/details/$id', params: { placeId, id: String(created.id) } });
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
