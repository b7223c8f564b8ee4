import type { TFunction } from 'i18next';
import type { Crumb } from '@/components/page-shell.tsx';

/** The first crumbs of a place's recommendation pages: all places' recommendations, then this place's list. */
export const placeCrumbs = (t: TFunction, placeId: string, placeName: string | undefined): Crumb[] => [
  { label: t('recommendations.title'), to: '/app/recommendations' },
  { label: placeName ?? '…', to: `/app/recommendations/${placeId}` },
];
