import { createFileRoute, useParams } from '@tanstack/react-router';
import { recommendationQuery } from '@/features/recommendations/api/get-recommendation.ts';
import { RecommendationDetails } from '@/features/recommendations/recommendation-details.tsx';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/recommendations/$placeId/details/$id/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(recommendationQuery(params.id)),
  pendingComponent: RoutePending,
  component: RecommendationDetailsPage,
});

function RecommendationDetailsPage() {
  const { placeId, id } = useParams({ from: '/app/recommendations/$placeId/details/$id/' });
  return <RecommendationDetails placeId={placeId} id={id} />;
}
