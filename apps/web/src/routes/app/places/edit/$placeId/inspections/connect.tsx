import { createFileRoute, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConnectInspections } from '@/features/inspections/connect-inspections.tsx';
import { text } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

interface ConnectSearch {
  /** The inspection the other one moves into (its uuid or id), as the specification names it. */
  inspectionId1?: string | undefined;
}

export const Route = createFileRoute('/app/places/edit/$placeId/inspections/connect')({
  validateSearch: (search: Record<string, unknown>): ConnectSearch => ({ inspectionId1: text(search.inspectionId1) }),
  component: ConnectPage,
});

/** Connecting inspections (spec 2): the inspection of inspectionId1 takes in a second one of the place. */
function ConnectPage() {
  const { t } = useTranslation();
  usePageTitle(t('inspections.connect.title'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/inspections/connect' });
  const { inspectionId1 } = useSearch({ from: '/app/places/edit/$placeId/inspections/connect' });
  // Without the first inspection there is nothing to connect into: the list of inspections answers that.
  return <ConnectInspections key={inspectionId1 ?? ''} placeId={placeId} inspectionId1={inspectionId1 ?? 'none'} />;
}
