import { z } from 'zod';
import { ZCoercedInt, ZText } from './common.ts';

export const ZInspectionStatus = z.enum(['IN_PROGRESS', 'CANCELLED', 'COMPLETED']);
export type InspectionStatus = z.infer<typeof ZInspectionStatus>;

const ZPerson = z.object({ id: z.number().int(), name: ZText, surname: ZText }).nullable();

export const ZInspectionListItem = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  status: ZInspectionStatus,
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  user: ZPerson,
  approved: z.boolean(),
  approvedBy: ZPerson,
  approvedAt: z.iso.datetime().nullable(),
  devicesCount: z.number().int(),
  /** Recommendations of the place raised while the inspection ran (recommendations name no inspection). */
  recommendationsCount: z.number().int(),
  reports: z.array(z.object({ id: z.number().int(), uuid: z.uuid(), status: ZText, createdAt: z.iso.datetime() })),
  /** Whether the caller may approve it: the super admin, or APPROVE_INSPECTION on the place. */
  canApprove: z.boolean(),
  /** Whether the caller may withdraw the approval: also any company admin (spec 2, section 4). */
  canUnapprove: z.boolean(),
});
export type InspectionListItem = z.infer<typeof ZInspectionListItem>;

export const ZInspectionListQuery = z.object({
  page: ZCoercedInt.min(1).default(1),
  limit: ZCoercedInt.min(1).max(100).default(10),
  status: ZInspectionStatus.optional(),
});
export const ZInspectionListResponse = z.object({ inspections: z.array(ZInspectionListItem), totalPages: z.number().int(), count: z.number().int() });
