import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { placeQuery } from '@/features/places/api/get-place.ts';
import { useCreateRecommendation } from '@/features/recommendations/api/create-recommendation.ts';
import { RecommendationForm } from '@/features/recommendations/recommendation-form.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { PageShell } from '@/components/page-shell.tsx';
import { placeCrumbs } from '@/features/recommendations/crumbs.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/recommendations/$placeId/create')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/recommendations/$placeId/create', placeQuery(params.placeId)),
  pendingComponent: RoutePending,
  component: CreateRecommendationPage,
});

function CreateRecommendationPage() {
  const { t } = useTranslation();
  const { placeId } = useParams({ from: '/app/recommendations/$placeId/create' });
  const place = useQuery(placeQuery(placeId));
  const navigate = useNavigate();
  const createRecommendation = useCreateRecommendation();
  const title = t('recommendations.createTitle');
  return (
    <PageShell title={title} crumbs={[...placeCrumbs(t, placeId, place.data?.name), { label: title }]}>
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
    </PageShell>
  );
}
