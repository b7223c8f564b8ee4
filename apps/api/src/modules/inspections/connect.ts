import type { AdditionalFields, ConnectInspectionsRequest, ConnectInspectionsResponse } from '@trapline/contracts/inspections';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { FileStorage } from '@trapline/storage/file-storage';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { assertRecordable, inspectionContext, toInspection, type InspectionContext, type InspectionPath } from './inspection.ts';
import * as repo from './repository.ts';

/**
 * Connects two inspections of one place (spec 2: /inspections/connect; docs/decisions.md,
 * "Connecting inspections"): everything recorded in the second moves into the first, and the
 * second is deleted. The caller must record in both (as for editing either), neither may be
 * approved or cancelled, and a completed one takes it from admins only. One transaction: on any
 * error nothing has changed.
 */
export async function connectInspections(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  path: InspectionPath,
  input: ConnectInspectionsRequest,
): Promise<ConnectInspectionsResponse> {
  const ctx = await inspectionContext(db, scope, path);
  assertRecordable(ctx);
  if (input.inspectionId === ctx.inspection.id) throw new AppError('inspection/connect_same_inspection');
  // Only an inspection of the same place: any other id (another place's, another tenant's, none) reads as not found.
  const second = await repo.findInspection(db, ctx.place.id, { id: input.inspectionId });
  if (!second) throw fieldError('inspectionId', 'inspection_not_found');
  assertSecond({ ...ctx, inspection: second });

  const moved = await db.$transaction(
    async (tx) => {
      // Lock both rows (in id order, so two connections of the same pair cannot deadlock) and
      // check their state again: an approval may have come in since they were read.
      const locked = await repo.lockInspections(tx, [ctx.inspection.id, second.id]);
      const first = locked.find((r) => r.id === ctx.inspection.id);
      const other = locked.find((r) => r.id === second.id);
      if (!first || !other) throw fieldError('inspectionId', 'inspection_not_found');
      assertRecordable({ ...ctx, inspection: first });
      assertSecond({ ...ctx, inspection: other });
      return repo.mergeInspection(tx, first.id, other.id, mergedHeader(first, other));
    },
    { timeout: 60_000 },
  );
  return { inspection: await toInspection(db, storage, ctx, ctx.inspection.id), moved };
}

/** The second inspection obeys the rules of the first; its errors name it. */
function assertSecond(ctx: InspectionContext): void {
  try {
    assertRecordable(ctx);
  } catch (error) {
    if (error instanceof AppError && error.code !== 'common/forbidden') {
      const details = (error.options.details ?? {}) as Record<string, unknown>;
      throw new AppError(error.code, { details: { ...details, inspectionId: ctx.inspection.id } });
    }
    throw error;
  }
}

/** Joins two texts of the inspections: one if they are the same or one is empty, else both on their own lines. */
function joinTexts(a: string | null | undefined, b: string | null | undefined): string | null {
  const x = a?.trim() ? a : null;
  const y = b?.trim() ? b : null;
  if (!x) return y;
  if (!y || x === y) return x;
  return `${x}\n${y}`;
}

/**
 * The first inspection's header after the merge: it keeps its name, user, status and approval
 * fields; it starts at the earlier start and (once finished) ends at the later end; descriptions,
 * notes and each additional field keep the first's text followed by the second's.
 */
function mergedHeader(first: repo.LockedInspection, second: repo.LockedInspection): Prisma.InspectionUpdateInput {
  const startedAt = first.startedAt <= second.startedAt ? first.startedAt : second.startedAt;
  const ends = [first.finishedAt, second.finishedAt].filter((d): d is Date => d !== null);
  const finishedAt = first.status === 'IN_PROGRESS' ? null : ends.reduce((a, b) => (a >= b ? a : b), first.finishedAt ?? new Date());
  const a = (first.additionalFields ?? {}) as AdditionalFields;
  const b = (second.additionalFields ?? {}) as AdditionalFields;
  const additionalFields: AdditionalFields = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof AdditionalFields>) additionalFields[key] = joinTexts(a[key], b[key]);
  return {
    startedAt,
    finishedAt,
    description: joinTexts(first.description, second.description),
    note: joinTexts(first.note, second.note),
    additionalFields: additionalFields as Prisma.InputJsonValue,
  };
}
