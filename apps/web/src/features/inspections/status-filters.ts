import type { InspectionStatus } from '@trapline/contracts/inspections';

// Apart from the list's component: the route's search validation needs them, and what a route
// file imports for it is loaded with the app's first chunk, before any screen.
export type StatusFilter = InspectionStatus | 'ALL';
export const STATUS_FILTERS: readonly StatusFilter[] = ['COMPLETED', 'IN_PROGRESS', 'CANCELLED', 'ALL'];
