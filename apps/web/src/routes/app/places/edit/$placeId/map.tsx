import { createFileRoute, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { PlanScreen } from '@/features/maps/plan-screen.tsx';
import { isRestricted } from '@/lib/roles.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

const positiveInt = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export const Route = createFileRoute('/app/places/edit/$placeId/map')({
  validateSearch: (search: Record<string, unknown>) => ({ mapId: positiveInt(search.mapId) }),
  component: MapPage,
});

function MapPage() {
  const { t } = useTranslation();
  usePageTitle(t('maps.menu.plan'));
  // Hooks by route id, not through Route: the split component then stays out of the entry chunk.
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/map' });
  const { mapId } = useSearch({ from: '/app/places/edit/$placeId/map' });
  const navigate = useNavigate({ from: '/app/places/edit/$placeId/map' });
  const { data: me } = useAccount();
  return (
    <PlanScreen
      placeId={placeId}
      mapId={mapId}
      canEdit={me !== undefined && !isRestricted(me.type)}
      onMapChange={(id) => void navigate({ search: { mapId: id }, replace: true })}
    />
  );
}
