import { Anchor, Breadcrumbs, Loader, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRecommendation } from '@/features/recommendations/api/get-recommendation.ts';
import { useUpdateRecommendation } from '@/features/recommendations/api/update-recommendation.ts';
import { RecommendationForm } from '@/features/recommendations/recommendation-form.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/recommendations/$placeId/details/$id/edit')({ component: EditRecommendationPage });

function EditRecommendationPage() {
  const { t } = useTranslation();
  usePageTitle(t('recommendations.editTitle'));
  const { placeId, id } = useParams({ from: '/app/recommendations/$placeId/details/$id/edit' });
  const recommendation = useRecommendation(id);
  const navigate = useNavigate();
  const updateRecommendation = useUpdateRecommendation();
  const r = recommendation.data;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/recommendations">
            {t('recommendations.title')}
          </Anchor>
          <Anchor component={Link} to={`/app/recommendations/${placeId}`}>
            {r?.place.name ?? '…'}
          </Anchor>
          <Anchor component={Link} to={`/app/recommendations/${placeId}/details/${id}`}>
            {r ? `#${r.uniqueId}` : '…'}
          </Anchor>
          <span>{t('recommendations.editTitle')}</span>
        </Breadcrumbs>
        <Title order={1} size="h3">
          {t('recommendations.editTitle')}
        </Title>
        {!r ? (
          <Loader aria-label={t('app.loading')} />
        ) : (
          <RecommendationForm
            placeId={placeId}
            recommendation={r}
            statusOnly={!r.canEditAll}
            onSubmit={async (values) => {
              try {
                await updateRecommendation.mutateAsync({
                  id: r.id,
                  placeId,
                  body: r.canEditAll ? { ...values, placeUuid: r.placeUuid } : { status: values.status },
                });
                notifications.show({ color: 'green', message: t('recommendations.modified') });
                await navigate({ to: '/app/recommendations/$placeId/details/$id', params: { placeId, id } });
              } catch (error) {
                notifications.show({ color: 'red', message: errorMessage(error, t) });
                throw error;
              }
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
