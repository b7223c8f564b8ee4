import type { InspectionListItem, InspectionStatus } from '@trapline/contracts/inspections';
import type { DbClient, Prisma } from '@trapline/db/client';
import { accessiblePlace, type PlaceRef } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import { pageRows } from '../../lib/paging.ts';
import type { InspectionPath } from './inspection.ts';

const person = { select: { id: true, name: true, surname: true } } as const;
const SELECT = {
  id: true,
  uuid: true,
  name: true,
  note: true,
  status: true,
  startedAt: true,
  finishedAt: true,
  approved: true,
  approvedAt: true,
  user: person,
  approvedBy: person,
  reports: { select: { id: true, uuid: true, status: true, createdAt: true }, orderBy: { createdAt: 'desc' } },
  _count: { select: { devices: true } },
} satisfies Prisma.InspectionSelect;

type Row = Prisma.InspectionGetPayload<{ select: typeof SELECT }>;

export interface InspectionRights {
  approve: boolean;
  unapprove: boolean;
  /** Start inspections of the place: an admin, or CREATE_INSPECTION on the place. */
  start: boolean;
  /** "Any admin": the super admin and a company admin. */
  admin: boolean;
}

/**
 * What the caller may do with the inspections of a place. Approving: the super admin or a member
 * holding APPROVE_INSPECTION there (spec 1, section 2.3; spec 3, section 6). Unapproving: those,
 * and any admin, company admins included (spec 2, sections 4 and 6). Starting: an admin or a
 * member holding CREATE_INSPECTION (docs/decisions.md, "Inspections").
 */
export async function inspectionRights(db: DbClient, scope: AccessScope, placeId: number): Promise<InspectionRights> {
  if (scope.isSuperAdmin) return { approve: true, unapprove: true, start: true, admin: true };
  const membership = await db.placeUser.findFirst({ where: { placeId, userId: scope.principal.userId }, select: { permissions: true } });
  const approver = membership?.permissions.includes('APPROVE_INSPECTION') ?? false;
  const starter = membership?.permissions.includes('CREATE_INSPECTION') ?? false;
  return { approve: approver, unapprove: approver || scope.isManager, start: starter || scope.isManager, admin: scope.isManager };
}

/** Checked devices of each inspection of a page, in one grouped count. */
async function checkedCounts(db: DbClient, rows: Row[]): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const groups = await db.inspectionDevice.groupBy({
    by: ['inspectionId'],
    where: { inspectionId: { in: rows.map((r) => r.id) }, status: 'CHECKED' },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.inspectionId, g._count._all]));
}

async function recommendationCounts(db: DbClient, placeId: number, rows: Row[]): Promise<number[]> {
  return Promise.all(
    rows.map((r) => db.recommendation.count({ where: { placeId, createdAt: { gte: r.startedAt, ...(r.finishedAt ? { lte: r.finishedAt } : {}) } } })),
  );
}

/**
 * Whether the caller may connect another inspection into this one (the rule of
 * connectInspections for the first inspection): its recorder (its own user, or whoever may start
 * inspections of the place), while it runs, or an admin once completed; never approved or cancelled.
 */
function mayConnectInto(row: Row, rights: InspectionRights, userId: number): boolean {
  const recorder = rights.start || row.user?.id === userId;
  return recorder && !row.approved && row.status !== 'CANCELLED' && (row.status !== 'COMPLETED' || rights.admin);
}

function toItem(row: Row, recommendations: number, checked: number, rights: InspectionRights, userId: number): InspectionListItem {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    note: row.note,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    user: row.user,
    approved: row.approved,
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    devicesCount: row._count.devices,
    checkedCount: checked,
    recommendationsCount: recommendations,
    reports: row.reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    canApprove: rights.approve,
    canUnapprove: rights.unapprove,
    canConnect: mayConnectInto(row, rights, userId),
  };
}

/** A page of a place's inspections, newest first (the dashboard asks for the 10 latest completed). */
export async function listInspections(
  db: DbClient,
  scope: AccessScope,
  placeKey: string,
  query: { page: number; limit: number; status?: InspectionStatus | undefined },
) {
  const place = await accessiblePlace(db, scope, placeKey);
  const where: Prisma.InspectionWhereInput = { placeId: place.id, ...(query.status ? { status: query.status } : {}) };
  const [rows, count, rights] = await Promise.all([
    db.inspection.findMany({
      where,
      select: SELECT,
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      ...pageRows(query),
    }),
    db.inspection.count({ where }),
    inspectionRights(db, scope, place.id),
  ]);
  const [recommendations, checked] = await Promise.all([recommendationCounts(db, place.id, rows), checkedCounts(db, rows)]);
  return {
    inspections: rows.map((r, i) => toItem(r, recommendations[i]!, checked.get(r.id) ?? 0, rights, scope.principal.userId)),
    totalPages: Math.ceil(count / query.limit),
    count,
    canStart: rights.start,
  };
}

async function findInspection(db: DbClient, place: PlaceRef, key: string) {
  const where = keyWhereOrNotFound(key);
  const row = await db.inspection.findFirst({ where: { AND: [where, { placeId: place.id }] }, select: { id: true, status: true } });
  if (!row) throw notFound();
  return row;
}

/** Approves or withdraws the approval of a completed inspection. */
export async function setApproval(db: DbClient, scope: AccessScope, path: InspectionPath, approved: boolean): Promise<InspectionListItem> {
  const place = await accessiblePlace(db, scope, path.placeId);
  const inspection = await findInspection(db, place, path.inspectionId);
  const rights = await inspectionRights(db, scope, place.id);
  if (!(approved ? rights.approve : rights.unapprove)) throw forbidden();
  if (approved && inspection.status !== 'COMPLETED') throw new AppError('inspection/not_completed');
  const row = await db.inspection.update({
    where: { id: inspection.id },
    data: approved
      ? { approved: true, approvedById: scope.principal.userId, approvedAt: new Date() }
      : { approved: false, approvedById: null, approvedAt: null },
    select: SELECT,
  });
  const [[recommendations], checked] = await Promise.all([recommendationCounts(db, place.id, [row]), checkedCounts(db, [row])]);
  return toItem(row, recommendations!, checked.get(row.id) ?? 0, rights, scope.principal.userId);
}
