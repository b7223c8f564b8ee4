import { Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRecommendation, recommendationQuery } from '@/features/recommendations/api/get-recommendation.ts';
import { useUpdateRecommendation } from '@/features/recommendations/api/update-recommendation.ts';
import { RecommendationForm } from '@/features/recommendations/recommendation-form.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { placeCrumbs } from '@/features/recommendations/crumbs.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/recommendations/$placeId/details/$id/edit')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(recommendationQuery(params.id)),
  pendingComponent: RoutePending,
  component: EditRecommendationPage,
});

function EditRecommendationPage() {
  const { t } = useTranslation();
  const { placeId, id } = useParams({ from: '/app/recommendations/$placeId/details/$id/edit' });
  const recommendation = useRecommendation(id);
  const navigate = useNavigate();
  const updateRecommendation = useUpdateRecommendation();
  const r = recommendation.data;
  const title = t('recommendations.editTitle');
  return (
    <PageShell
      title={title}
      crumbs={[
        ...placeCrumbs(t, placeId, r?.place.name),
        { label: r ? `#${r.uniqueId}` : '…', to: `/app/recommendations/${placeId}/details/${id}` },
        { label: title },
      ]}
    >
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
    </PageShell>
  );
}
