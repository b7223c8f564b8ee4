import type { ObservationData } from '@trapline/contracts/device-records';
import type {
  AdditionalFields,
  Inspection,
  InspectionDetails,
  InspectionDevice,
  StartInspectionRequest,
  UpdateAdditionalFieldsRequest,
  UpdateInspectionDetailsRequest,
} from '@trapline/contracts/inspections';
import type { DbClient, Prisma, SqlPool } from '@trapline/db/client';
import { accessiblePlace, type PlaceRef } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { type AnswerCache, placeDataVersion } from '../../lib/answer-cache.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { isDuplicate } from '../../lib/db-errors.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import type { FileStorage } from '@trapline/storage/file-storage';
import { companyTreeOf } from '../maps/repository.ts';
import * as repo from './repository.ts';
import { inspectionRights, type InspectionRights } from './service.ts';

type Lang = 'pl' | 'en' | 'de' | 'it' | 'ru';

/** The default name of a started inspection, in the caller's language, with the day. */
const DEFAULT_NAME: Record<Lang, string> = { pl: 'Przegląd', en: 'Inspection', de: 'Inspektion', it: 'Ispezione', ru: 'Проверка' };

/** An inspection as a request's path names it: its place's and its own id or uuid. */
export interface InspectionPath {
  placeId: string;
  inspectionId: string;
}

/** One device of an inspection as a request's path names it. */
export interface InspectionDevicePath extends InspectionPath {
  inspectionDeviceId: string;
}

/** One inspection of a place the caller sees, with the caller's rights there. */
export interface InspectionContext {
  place: PlaceRef;
  inspection: repo.InspectionState;
  rights: InspectionRights;
  scope: AccessScope;
}

export async function inspectionContext(db: DbClient, scope: AccessScope, path: InspectionPath): Promise<InspectionContext> {
  const place = await accessiblePlace(db, scope, path.placeId);
  const where = keyWhereOrNotFound(path.inspectionId);
  const inspection = await repo.findInspection(db, place.id, where);
  if (!inspection) throw notFound();
  return { place, inspection, rights: await inspectionRights(db, scope, place.id), scope };
}

/**
 * Whether the state of an inspection lets a change through, for an admin or not: an approved
 * inspection is locked (unapprove it first), a cancelled one too; a completed one takes the
 * corrections of admins only; one in progress takes everything its recorders do.
 */
function stateRefusal(inspection: repo.InspectionState, admin: boolean): AppError | null {
  if (inspection.approved) return new AppError('inspection/approved');
  if (inspection.status === 'CANCELLED') return new AppError('inspection/not_in_progress', { details: { status: inspection.status } });
  if (inspection.status === 'COMPLETED' && !admin) return new AppError('inspection/not_in_progress', { details: { status: inspection.status } });
  return null;
}

/** Who records in an inspection: its own user, and whoever may start inspections of the place. */
function isRecorder(ctx: InspectionContext): boolean {
  return ctx.rights.start || (ctx.inspection.userId !== null && ctx.inspection.userId === ctx.scope.principal.userId);
}

/** 403 unless the caller records in this inspection; 409 when its state refuses the change. */
export function assertRecordable(ctx: InspectionContext): void {
  if (!isRecorder(ctx)) throw forbidden();
  const refusal = stateRefusal(ctx.inspection, ctx.rights.admin);
  if (refusal) throw refusal;
}

/** Edits and deletes of records: admins only (spec 2, section 6), and never once approved or cancelled. */
export function assertCorrectable(ctx: InspectionContext): void {
  if (!ctx.rights.admin) throw forbidden();
  const refusal = stateRefusal(ctx.inspection, true);
  if (refusal) throw refusal;
}

const iso = (d: Date) => d.toISOString();

export async function toInspection(
  db: DbClient,
  storage: FileStorage,
  ctx: Pick<InspectionContext, 'place' | 'rights' | 'scope'>,
  id: number,
): Promise<Inspection> {
  const [row, counts] = await Promise.all([repo.inspectionHeader(db, id), repo.deviceCounts(db, id)]);
  const recorder = ctx.rights.start || (row.userId !== null && row.userId === ctx.scope.principal.userId);
  return {
    id: row.id,
    uuid: row.uuid,
    placeId: ctx.place.id,
    placeUuid: ctx.place.uuid,
    name: row.name,
    description: row.description,
    note: row.note,
    status: row.status,
    startedAt: iso(row.startedAt),
    finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
    user: row.user,
    approved: row.approved,
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt ? iso(row.approvedAt) : null,
    approvedByText: row.approvedByText,
    approvedByImage: row.approvedByImagePath ? await storage.signedUrl(row.approvedByImagePath) : null,
    additionalFields: (row.additionalFields ?? {}) as AdditionalFields,
    visualInspection: await Promise.all(
      row.answers.map(async (a) => ({
        id: a.id,
        questionId: a.questionId,
        question: a.questionText,
        value: a.value,
        note: a.note,
        recommendation: a.recommendation,
        images: await Promise.all(a.imagePaths.map((p) => storage.signedUrl(p))),
      })),
    ),
    reports: row.reports.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    devicesCount: counts.total,
    checkedCount: counts.checked,
    scannedCount: counts.scanned,
    notCheckedCount: counts.total - counts.checked,
    notScannedCount: counts.total - counts.scanned,
    canApprove: ctx.rights.approve,
    canUnapprove: ctx.rights.unapprove,
    canRecord: recorder && stateRefusal(row, ctx.rights.admin) === null,
    canCorrect: ctx.rights.admin && stateRefusal(row, true) === null,
  };
}

export async function getInspection(db: DbClient, storage: FileStorage, scope: AccessScope, path: InspectionPath): Promise<Inspection> {
  const ctx = await inspectionContext(db, scope, path);
  return toInspection(db, storage, ctx, ctx.inspection.id);
}

/**
 * Starts an inspection of a place (docs/decisions.md, "Inspections"): every live device of the
 * place, or those of the chosen zones and device types, becomes an inspection device, and the
 * actions of their types marked "add when the device is added to an inspection" are recorded on
 * each. A user has at most one inspection of a place in progress: a second start answers 409
 * inspection/already_in_progress naming the running one.
 */
export async function startInspection(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  placeKey: string,
  input: StartInspectionRequest,
  lang: Lang,
): Promise<Inspection> {
  const place = await accessiblePlace(db, scope, placeKey);
  const rights = await inspectionRights(db, scope, place.id);
  if (!rights.start) throw forbidden();
  const userId = scope.principal.userId;
  const running = await repo.runningInspectionOf(db, place.id, userId);
  if (running) throw new AppError('inspection/already_in_progress', { details: { inspectionId: running.id, inspectionUuid: running.uuid } });

  const zoneIds = [...new Set(input.zoneIds ?? [])];
  if (zoneIds.length > 0) {
    const found = new Set((await repo.placeZoneIds(db, place.id, zoneIds)).map((z) => z.id));
    const missing = zoneIds.filter((id) => !found.has(id));
    if (missing.length > 0) throw fieldError('zoneIds', 'zone_not_found', { zoneIds: missing });
  }
  const devices = await repo.devicesToInspect(db, place.id, { zoneIds, deviceTypeIds: input.deviceTypeIds });
  const companyIds = await companyTreeOf(db, place.companyId);
  const automatic = await repo.automaticActions(db, [...new Set(devices.map((d) => d.deviceTypeId))], companyIds);
  const now = new Date();
  const name = input.name ?? `${DEFAULT_NAME[lang]} ${now.toISOString().slice(0, 10)}`;

  let id: number;
  try {
    id = await db.$transaction(
      async (tx) => {
        const inspection = await tx.inspection.create({
          data: { placeId: place.id, userId, name, description: input.description ?? null, startedAt: now, status: 'IN_PROGRESS' },
          select: { id: true },
        });
        await repo.addDevices(tx, inspection.id, devices, automatic, userId);
        return inspection.id;
      },
      { timeout: 30_000 },
    );
  } catch (error) {
    // Two starts at once: the partial unique index lets one through.
    if (isDuplicate(error)) {
      const other = await repo.runningInspectionOf(db, place.id, userId);
      throw new AppError('inspection/already_in_progress', { details: other ? { inspectionId: other.id, inspectionUuid: other.uuid } : {} });
    }
    throw error;
  }
  return toInspection(db, storage, { place, rights, scope }, id);
}

/** Completes or cancels an inspection in progress (its recorders; admins too). */
export async function finishInspection(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  path: InspectionPath,
  status: 'COMPLETED' | 'CANCELLED',
): Promise<Inspection> {
  const ctx = await inspectionContext(db, scope, path);
  if (!isRecorder(ctx)) throw forbidden();
  if (ctx.inspection.status !== 'IN_PROGRESS') throw new AppError('inspection/not_in_progress', { details: { status: ctx.inspection.status } });
  const done = await db.inspection.updateMany({ where: { id: ctx.inspection.id, status: 'IN_PROGRESS' }, data: { status, finishedAt: new Date() } });
  if (done.count === 0) throw new AppError('inspection/not_in_progress');
  return toInspection(db, storage, ctx, ctx.inspection.id);
}

/** PATCH .../details: name, startedAt, finishedAt (spec 2, section 5). */
export async function updateDetails(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  path: InspectionPath,
  input: UpdateInspectionDetailsRequest,
): Promise<Inspection> {
  const ctx = await inspectionContext(db, scope, path);
  assertRecordable(ctx);
  const startedAt = input.startedAt ? new Date(input.startedAt) : ctx.inspection.startedAt;
  const finishedAt = input.finishedAt === undefined ? ctx.inspection.finishedAt : input.finishedAt === null ? null : new Date(input.finishedAt);
  if (finishedAt && finishedAt < startedAt) throw fieldError('finishedAt', 'finished_before_started');
  if (ctx.inspection.status !== 'IN_PROGRESS' && finishedAt === null) throw fieldError('finishedAt', 'required');
  if (ctx.inspection.status === 'IN_PROGRESS' && finishedAt !== null) throw fieldError('finishedAt', 'inspection_in_progress');
  await db.inspection.update({
    where: { id: ctx.inspection.id },
    data: { ...(input.name !== undefined ? { name: input.name } : {}), startedAt, finishedAt },
  });
  return toInspection(db, storage, ctx, ctx.inspection.id);
}

/** PATCH .../additional-fields: the fields sent replace their values; those not sent stay. */
export async function updateAdditionalFields(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  path: InspectionPath,
  input: UpdateAdditionalFieldsRequest,
): Promise<Inspection> {
  const ctx = await inspectionContext(db, scope, path);
  assertRecordable(ctx);
  const current = (await repo.inspectionHeader(db, ctx.inspection.id)).additionalFields as AdditionalFields;
  const merged: AdditionalFields = { ...current };
  for (const [key, value] of Object.entries(input.additionalFields) as [keyof AdditionalFields, string | null | undefined][]) {
    if (value !== undefined) merged[key] = value;
  }
  await db.inspection.update({ where: { id: ctx.inspection.id }, data: { additionalFields: merged as Prisma.InputJsonValue } });
  return toInspection(db, storage, ctx, ctx.inspection.id);
}

type DevicesWithRecords = Awaited<ReturnType<typeof repo.inspectionDevicesWithRecords>>;

function groupBy<T extends { inspectionDeviceId: number | null }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    if (row.inspectionDeviceId === null) continue;
    const list = map.get(row.inspectionDeviceId);
    if (list) list.push(row);
    else map.set(row.inspectionDeviceId, [row]);
  }
  return map;
}

/** Inspection devices as the API answers them, with their records grouped per device. */
export function toInspectionDevices(data: DevicesWithRecords): InspectionDevice[] {
  const base = (r: repo.RecordRow) => ({
    id: r.id,
    uuid: r.uuid,
    amount: r.amount,
    note: r.note,
    user: r.userId === null ? null : { id: r.userId, name: r.userName ?? '', surname: r.userSurname ?? '' },
    createdAt: iso(r.createdAt),
  });
  const actions = groupBy(data.actions);
  const objects = groupBy(data.objects);
  const observations = groupBy(data.observations);
  const images = groupBy(data.images);
  return data.devices.map((d) => ({
    id: d.id,
    uuid: d.uuid,
    inspectionId: d.inspectionId,
    scanned: d.scanned,
    status: d.status,
    device: {
      id: d.deviceId,
      uuid: d.deviceUuid,
      uniqueId: d.uniqueId,
      name: d.deviceName,
      deviceTypeId: d.deviceTypeId,
      deviceType: { id: d.deviceTypeId, name: d.typeName, color: d.color },
      zone: d.zoneId === null ? null : { id: d.zoneId, name: d.zoneName ?? '' },
      deleted: d.deleted,
    },
    actions: (actions.get(d.id) ?? []).map((r) => ({ ...base(r), deviceTypeActionId: r.partId, deviceTypeAction: { id: r.partId, name: r.partName } })),
    objects: (objects.get(d.id) ?? []).map((r) => ({ ...base(r), deviceTypeObjectId: r.partId, deviceTypeObject: { id: r.partId, name: r.partName } })),
    observations: (observations.get(d.id) ?? []).map((r) => ({
      ...base(r),
      type: r.type,
      deviceTypeObservationId: r.partId,
      deviceTypeObservation: { id: r.partId, name: r.partName },
      data: (r.data ?? {}) as ObservationData,
    })),
    imageIds: (images.get(d.id) ?? []).map((i) => i.id),
  }));
}

/**
 * GET .../details: the device table of the inspection, the mixtures and the photos by id, as the
 * JSON text of InspectionDetails. PostgreSQL writes the devices with their records (the big part:
 * up to 1,000 devices and 5,000 records) straight as JSON, so the API neither maps nor serialises
 * them row by row; test/inspections/recording.test.ts holds the answer to the contract and to the
 * single device's answer.
 */
export async function getDetailsJson(
  db: DbClient,
  sql: SqlPool,
  storage: FileStorage,
  deviceTables: AnswerCache,
  scope: AccessScope,
  path: InspectionPath,
): Promise<Buffer> {
  const ctx = await inspectionContext(db, scope, path);
  // The devices part is the costly one (about 50 ms of PostgreSQL for 1,000 devices): kept while
  // the place's data version stands (records, devices, photos, recorders' names: see AnswerCache).
  // Photos' signed URLs expire and the mixtures are the company's: both read afresh.
  const version = await placeDataVersion(sql, ctx.place.id);
  const [devices, images, mixtures] = await Promise.all([
    deviceTables.get(`${ctx.inspection.id}:${version}`, async () => Buffer.from(await repo.inspectionDeviceTableJson(db, ctx.inspection.id))),
    repo.inspectionImages(db, ctx.inspection.id),
    companyTreeOf(db, ctx.place.companyId).then((ids) => repo.visibleMixtures(db, ids)),
  ]);
  const imagesById: InspectionDetails['imagesById'] = {};
  await Promise.all(
    images.map(async (image) => {
      imagesById[String(image.id)] = {
        id: image.id,
        uuid: image.uuid,
        signedUrl: await storage.signedUrl(image.filePath),
        inspectionDeviceId: image.inspectionDeviceId,
        user: image.user,
        createdAt: iso(image.createdAt),
      };
    }),
  );
  return Buffer.concat([
    Buffer.from(`{"mixtures":${JSON.stringify(mixtures)},"devices":`),
    devices,
    Buffer.from(`,"imagesById":${JSON.stringify(imagesById)}}`),
  ]);
}
