import { z } from 'zod';

export const ZInspectionStatus = z.enum(['IN_PROGRESS', 'CANCELLED', 'COMPLETED']);
export type InspectionStatus = z.infer<typeof ZInspectionStatus>;

const ZPerson = z.object({ id: z.number().int(), name: z.string(), surname: z.string() }).nullable();

export const ZInspectionListItem = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
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
  reports: z.array(z.object({ id: z.number().int(), uuid: z.uuid(), status: z.string(), createdAt: z.iso.datetime() })),
  /** Whether the caller may approve or unapprove it (super admin, company admin, or APPROVE_INSPECTION on the place). */
  canApprove: z.boolean(),
});
export type InspectionListItem = z.infer<typeof ZInspectionListItem>;

export const ZInspectionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: ZInspectionStatus.optional(),
});
export const ZInspectionListResponse = z.object({ inspections: z.array(ZInspectionListItem), totalPages: z.number().int(), count: z.number().int() });
