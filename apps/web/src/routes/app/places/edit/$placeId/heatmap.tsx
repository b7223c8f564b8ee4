import { createFileRoute, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HeatmapScreen } from '@/features/maps/heatmap-screen.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

const positiveInt = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const isoDay = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export const Route = createFileRoute('/app/places/edit/$placeId/heatmap')({
  validateSearch: (search: Record<string, unknown>) => ({
    mapId: positiveInt(search.mapId),
    pest: positiveInt(search.pest),
    from: isoDay(search.from),
    to: isoDay(search.to),
  }),
  component: HeatmapPage,
});

function HeatmapPage() {
  const { t } = useTranslation();
  usePageTitle(t('maps.menu.heatmap'));
  // Hooks by route id, not through Route: the split component then stays out of the entry chunk.
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/heatmap' });
  const search = useSearch({ from: '/app/places/edit/$placeId/heatmap' });
  const navigate = useNavigate({ from: '/app/places/edit/$placeId/heatmap' });
  return (
    <HeatmapScreen
      placeId={placeId}
      search={search}
      onSearch={(next) => void navigate({ search: { mapId: next.mapId, pest: next.pest, from: next.from, to: next.to }, replace: true })}
    />
  );
}
