import { placeKeys } from '@/shared/places/keys.ts';

/**
 * Query keys of the statistics and the reports. A place's statistics lie under the place's scope;
 * the lists of reports under 'reports', per place (or 'all' places) and tab.
 */
export const statisticsKeys = {
  /** A place's statistics for a range and filters. */
  data: (placeId: string, from: string, to: string, filters: object) => [...placeKeys.scope(placeId), 'statistics', from, to, filters] as const,
  reports: ['reports'] as const,
  /** Every list (both tabs) of one place's reports, or of every place's (null). */
  placeReports: (placeUuid: string | null) => [...statisticsKeys.reports, placeUuid ?? 'all'] as const,
  reportList: (placeUuid: string | undefined, tab: 'reports' | 'inspections') => [...statisticsKeys.placeReports(placeUuid ?? null), tab] as const,
  /** The lists a change to a report of the place shows in: the place's and every place's. */
  reportListsOf: (placeUuid: string) => [statisticsKeys.placeReports(placeUuid), statisticsKeys.placeReports(null)],
};
