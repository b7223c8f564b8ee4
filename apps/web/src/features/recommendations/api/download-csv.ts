import { RECOMMENDATION_LIMITS } from '@trapline/contracts/recommendations';
import { apiDownload } from '@/lib/api-client.ts';
import { RECOMMENDATIONS } from '@/features/recommendations/api/paths.ts';

/** Saves a place's recommendations created between the two days as a CSV file. */
export const downloadCsv = (placeId: string, dateFrom: string, dateTo: string) =>
  apiDownload(`${RECOMMENDATIONS}/csv?${new URLSearchParams({ placeId, dateFrom, dateTo })}`, `${RECOMMENDATION_LIMITS.csvPrefix}${dateTo}.csv`);
