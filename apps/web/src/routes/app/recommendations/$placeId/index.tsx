import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { placeQuery } from '@/features/places/api/get-place.ts';
import { RecommendationList } from '@/features/recommendations/recommendation-list.tsx';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/recommendations/$placeId/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(placeQuery(params.placeId)),
  pendingComponent: RoutePending,
  component: RecommendationListPage,
});

function RecommendationListPage() {
  const { placeId } = useParams({ from: '/app/recommendations/$placeId/' });
  const place = useQuery(placeQuery(placeId));
  return <RecommendationList placeId={placeId} placeName={place.data?.name} />;
}
