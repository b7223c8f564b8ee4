import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { StatisticsPage, type StatisticsSearch } from '@/features/statistics/statistics-page.tsx';

const isoDay = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
/** Ids from the address: a list, one number or numbers separated by commas; at most 500. */
const ids = (value: unknown) => {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : [];
  const list = [...new Set(parts.map(Number).filter((n) => Number.isInteger(n) && n > 0))].slice(0, 500);
  return list.length ? list : undefined;
};

export const Route = createFileRoute('/app/statistics/')({
  validateSearch: (search: Record<string, unknown>): StatisticsSearch => ({
    place: typeof search.place === 'string' && search.place ? search.place : undefined,
    from: isoDay(search.from),
    to: isoDay(search.to),
    zones: ids(search.zones),
    types: ids(search.types),
    devices: ids(search.devices),
  }),
  component: StatisticsRoute,
});

function StatisticsRoute() {
  // Hooks by route id, not through Route: the split component then stays out of the entry chunk.
  const search = useSearch({ from: '/app/statistics/' });
  const navigate = useNavigate({ from: '/app/statistics/' });
  return <StatisticsPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
