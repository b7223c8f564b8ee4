import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  OPEN_STATUSES,
  ZRecommendationFileFields,
  type ZCreateRecommendationRequest,
  type ZUpdateRecommendationRequest,
  type Recommendation,
  type RecommendationCountResponse,
  type RecommendationCsvQuery,
  type RecommendationListItem,
  type RecommendationListQuery,
} from '@trapline/contracts/recommendations';
import { localName } from '@trapline/contracts/translations';
import type { DbClient, Prisma, SqlPool } from '@trapline/db/client';
import type { FileStorage } from '@trapline/storage/file-storage';
import type { z } from 'zod';
import { isAdmin, isRestricted, scopedPlace, type ScopedPlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { inScope } from '../../access/scoped.ts';
import { fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere, keyWhereOrNotFound } from '../../lib/ids.ts';
import { parseFields, type Upload } from '../../lib/uploads.ts';
import { availableTypesWhere } from '../catalogue/device-types.ts';
import { csvHeader, csvLine } from './csv.ts';
import * as repo from './repository.ts';

/**
 * Recommendations of a place (spec 3, sections 2.3, 3.3, 4, 5 and 7). Everyone who sees a place
 * sees its recommendations, comments on them and attaches photos. Staff (admins, controller,
 * technician) create and edit them; a client's user changes the status only. Admins and the
 * controller delete any; the technician its own. A comment or an attachment is edited or deleted
 * by its author or an admin. Every change is recorded in the history, in the same transaction.
 */

export type Lang = 'pl' | 'en' | 'de' | 'it' | 'ru';
type CreateInput = z.output<typeof ZCreateRecommendationRequest>;
type UpdateInput = z.output<typeof ZUpdateRecommendationRequest>;

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const person = (p: { id: number; name: string; surname: string } | null) => (p ? { id: p.id, name: p.name, surname: p.surname } : null);

const isClient = (scope: AccessScope) => scope.principal.role === 'CLIENT';
const canEditAll = (scope: AccessScope) => !isClient(scope);
const canDelete = (scope: AccessScope, authorId: number | null) =>
  !isRestricted(scope) || (scope.principal.role === 'USER' && authorId === scope.principal.userId);
const canChangeOwnWork = (scope: AccessScope, authorId: number | null) => isAdmin(scope) || authorId === scope.principal.userId;

// ───────────────────────────── answers ─────────────────────────────

export function toListItem(row: repo.ListItemSource, lang: Lang): RecommendationListItem {
  return {
    id: row.id,
    uuid: row.uuid,
    uniqueId: row.uniqueId,
    placeId: row.placeId,
    placeUuid: row.place.uuid,
    recommendation: row.recommendation,
    comment: row.comment,
    priority: row.priority,
    status: row.status,
    dueDate: isoDay(row.dueDate),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    area: row.area,
    authorId: row.authorId,
    author: person(row.author),
    ownerId: row.ownerId,
    owner: person(row.owner),
    ownerText: row.ownerText,
    ownerEmail: row.ownerEmail,
    recommendationCategoryId: row.recommendationCategoryId,
    recommendationCategory: row.recommendationCategory ? { name: localName(row.recommendationCategory, lang) } : null,
    deviceTypeId: row.deviceTypeId,
    deviceType: row.deviceType ? { name: localName(row.deviceType, lang), color: row.deviceType.color } : null,
    deviceId: row.deviceId,
    device: row.device ? { uniqueId: row.device.uniqueId, deleted: row.device.deletedAt !== null } : null,
    zoneId: row.zoneId,
    zone: row.zone ? { name: row.zone.name } : null,
    mapId: row.mapId,
    map: row.map ? { name: row.map.name } : null,
    mapText: row.mapText,
    mapX: row.mapX,
    mapY: row.mapY,
    isMoreDataNeeded: row.isMoreDataNeeded,
    commentsCount: row._count.comments,
  };
}

async function toRecommendation(storage: FileStorage, scope: AccessScope, row: repo.DetailRow, lang: Lang): Promise<Recommendation> {
  return {
    ...toListItem(row, lang),
    place: row.place,
    map: row.map
      ? { name: row.map.name, url: await storage.signedUrl(row.map.filePath, { expiresInSeconds: 3600 }), width: row.map.width, height: row.map.height }
      : null,
    notifications: row.recipients.flatMap((r) =>
      r.user && r.userId ? [{ userId: r.userId, name: r.user.name, surname: r.user.surname, email: r.user.email }] : [],
    ),
    recommendationFiles: await Promise.all(
      row.files.map(async (f) => ({
        id: f.id,
        uuid: f.uuid,
        name: f.name,
        url: await storage.signedUrl(f.filePath, { expiresInSeconds: 3600 }),
        userId: f.userId,
        user: person(f.user),
        createdAt: f.createdAt.toISOString(),
        canDelete: canChangeOwnWork(scope, f.userId),
      })),
    ),
    recommendationComments: row.comments.map((c) => toComment(scope, c)),
    recommendationHistories: row.histories.map((h) => ({
      id: h.id,
      authorId: h.authorId,
      author: person(h.author),
      createdAt: h.createdAt.toISOString(),
      old: (h.old ?? {}) as Record<string, unknown>,
      new: (h.new ?? {}) as Record<string, unknown>,
    })),
    canEdit: true,
    canEditAll: canEditAll(scope),
    canDelete: canDelete(scope, row.authorId),
  };
}

const toComment = (scope: AccessScope, c: repo.CommentRow) => ({
  id: c.id,
  uuid: c.uuid,
  comment: c.comment,
  authorId: c.authorId,
  author: person(c.author),
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
  canEdit: canChangeOwnWork(scope, c.authorId),
});

/**
 * What the history compares: the fields as a reader sees them (names, not ids), so an entry stays
 * readable after the user, zone or category it named is gone.
 */
function snapshot(row: repo.DetailRow): Record<string, string | number | boolean | null> {
  const name = (p: { name: string; surname: string } | null) => (p ? `${p.name} ${p.surname}`.trim() : null);
  return {
    recommendation: row.recommendation,
    dueDate: isoDay(row.dueDate),
    priority: row.priority,
    status: row.status,
    category: row.recommendationCategory?.name ?? null,
    owner: name(row.owner) ?? row.ownerText,
    ownerEmail: row.ownerEmail,
    area: row.area,
    map: row.map?.name ?? row.mapText,
    position: row.mapX !== null && row.mapY !== null ? `${Math.round(row.mapX)}, ${Math.round(row.mapY)}` : null,
    deviceType: row.deviceType?.name ?? null,
    device: row.device?.uniqueId ?? null,
    zone: row.zone?.name ?? null,
    comment: row.comment,
    isMoreDataNeeded: row.isMoreDataNeeded,
    notifications:
      row.recipients
        .map((r) => name(r.user))
        .filter(Boolean)
        .join(', ') || null,
  };
}

function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const old: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) {
      old[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { old, new: now, changed: Object.keys(now).length > 0 };
}

// ───────────────────────────── reading ─────────────────────────────

async function visible(scope: AccessScope): Promise<Prisma.RecommendationWhereInput> {
  return { place: await scope.placeWhere() };
}

/** A recommendation of a place the caller sees, by numeric id or uuid; 404 otherwise. */
async function scopedRecommendation(db: DbClient, scope: AccessScope, key: string) {
  const where = keyWhereOrNotFound(key);
  const row = await repo.find(db, inScope(await visible(scope), where));
  if (!row) throw notFound();
  return row;
}

export async function listRecommendations(db: DbClient, sql: SqlPool, scope: AccessScope, query: RecommendationListQuery, lang: Lang) {
  const place = query.placeId !== undefined ? await scopedPlace(db, scope, query.placeId) : null;
  const filter: repo.ListFilter = {
    placeId: place ? place.id : null,
    scope: place ? { companyIds: null, placeIds: null } : await scope.sqlFilter(),
    status: query.status,
    priority: query.priority,
    categoryIds: query.categoryId,
    mapIds: query.mapId,
    deviceTypeIds: query.deviceTypeId,
    authorIds: query.authorId,
    ownerIds: query.ownerId,
    createdFrom: query.dateFrom ? dayStart(query.dateFrom) : undefined,
    createdTo: query.dateTo ? new Date(dayStart(query.dateTo).getTime() + DAY) : undefined,
    search: query.search || undefined,
  };
  const { rows, count } = await repo.list(sql, filter, query.sort, query.order, { offset: (query.page - 1) * query.limit, limit: query.limit });
  return { rows: rows.map((row) => toListItem(row, lang)), count };
}

/** The side-menu badge and the facility list: open recommendations per place and per category. */
export async function countOpen(db: DbClient, scope: AccessScope): Promise<RecommendationCountResponse> {
  const where = inScope(await visible(scope), { status: { in: [...OPEN_STATUSES] } });
  const [byPlace, byCategory] = await Promise.all([repo.openByPlace(db, where), repo.openByCategory(db, where)]);
  const places = new Map(
    (
      await repo.placesByIds(
        db,
        byPlace.map((r) => r.placeId),
      )
    ).map((p) => [p.id, p]),
  );
  const rows = byPlace.flatMap((r) => {
    const p = places.get(r.placeId);
    return p ? [{ placeId: p.id, placeUuid: p.uuid, placeName: p.name, count: r._count._all }] : [];
  });
  return {
    count: rows.reduce((sum, r) => sum + r.count, 0),
    rows,
    categories: byCategory.map((r) => ({ recommendationCategoryId: r.recommendationCategoryId, count: r._count._all })),
  };
}

export async function getRecommendation(db: DbClient, storage: FileStorage, scope: AccessScope, key: string, lang: Lang) {
  return toRecommendation(storage, scope, await scopedRecommendation(db, scope, key), lang);
}

/**
 * The CSV of a place's recommendations created in a range of days, read from the database a
 * batch at a time while it is sent: memory stays flat however many there are.
 */
export async function csvExport(db: DbClient, scope: AccessScope, query: RecommendationCsvQuery, lang: Lang) {
  const place = await scopedPlace(db, scope, query.placeId);
  const range = { from: dayStart(query.dateFrom), to: new Date(dayStart(query.dateTo).getTime() + DAY) };
  async function* lines() {
    yield `\uFEFF${csvHeader(lang)}`;
    let afterId = 0;
    for (;;) {
      const batch = await repo.csvBatch(db, place, range, afterId, 1000);
      if (batch.length === 0) return;
      yield batch.map((row) => csvLine(toListItem(row, lang), lang)).join('');
      afterId = batch[batch.length - 1]!.id;
      if (batch.length < 1000) return;
    }
  }
  return { stream: Readable.from(lines()), fileName: `zalecenia_${isoDay(new Date())}.csv` };
}

// ───────────────────────────── changing ─────────────────────────────

interface Refs {
  recommendationCategoryId: number | null;
  ownerId: number | null;
  mapId: number | null;
  mapX: number | null;
  mapY: number | null;
  deviceTypeId: number | null;
  deviceId: number | null;
  zoneId: number | null;
}

/**
 * Checks every id of a body against the place: a category of the product, a user of the place, a
 * plan, zone and device of the place (a device's type must be the chosen type), a device type
 * the place's company may use. Anything else (another tenant's ids too) is a field error.
 */
async function checkRefs(db: DbClient, place: ScopedPlace, refs: Refs, keepDeviceId: number | null, recipients: number[] | undefined) {
  if (refs.recommendationCategoryId !== null && !(await repo.findCategory(db, refs.recommendationCategoryId)))
    throw fieldError('recommendationCategoryId', 'category_not_found', { in: 'body' });
  if (refs.ownerId !== null && (await repo.findPlaceUsers(db, place.id, [refs.ownerId])).length === 0)
    throw fieldError('ownerId', 'owner_not_found', { in: 'body' });
  if (refs.mapId !== null) {
    const map = await repo.findMap(db, place.id, refs.mapId);
    if (!map) throw fieldError('mapId', 'map_not_found', { in: 'body' });
    if (refs.mapX !== null && refs.mapX > map.width) throw fieldError('mapX', 'outside_map', { in: 'body', width: map.width, height: map.height });
    if (refs.mapY !== null && refs.mapY > map.height) throw fieldError('mapY', 'outside_map', { in: 'body', width: map.width, height: map.height });
  } else if (refs.mapX !== null || refs.mapY !== null) {
    throw fieldError('mapId', 'position_needs_map', { in: 'body' });
  }
  if (refs.zoneId !== null && !(await repo.findZone(db, place.id, refs.zoneId))) throw fieldError('zoneId', 'zone_not_found', { in: 'body' });
  if (refs.deviceTypeId !== null) {
    const company = await repo.companyOf(db, place.companyId);
    const chain = [place.companyId, ...(company.parentCompanyId ? [company.parentCompanyId] : [])];
    if (!(await repo.findDeviceType(db, refs.deviceTypeId, availableTypesWhere(chain))))
      throw fieldError('deviceTypeId', 'device_type_not_found', { in: 'body' });
  }
  let deviceTypeId = refs.deviceTypeId;
  if (refs.deviceId !== null) {
    const device = await repo.findDevice(db, place.id, refs.deviceId);
    // A deleted device stays named by the recommendations that had it, but is not chosen anew.
    if (!device || (device.deletedAt !== null && device.id !== keepDeviceId)) throw fieldError('deviceId', 'device_not_found', { in: 'body' });
    if (deviceTypeId !== null && device.deviceTypeId !== deviceTypeId) throw fieldError('deviceId', 'device_of_another_type', { in: 'body' });
    deviceTypeId ??= device.deviceTypeId;
  }
  if (recipients && recipients.length > 0) {
    const unique = [...new Set(recipients)];
    const found = new Set((await repo.findPlaceUsers(db, place.id, unique)).map((u) => u.userId));
    const missing = unique.findIndex((id) => !found.has(id));
    if (missing >= 0) throw fieldError(`notifications.${recipients.indexOf(unique[missing]!)}.userId`, 'user_not_found', { in: 'body' });
  }
  return { deviceTypeId };
}

const recipientIds = (list: Array<{ userId: number }> | undefined) => (list ? [...new Set(list.map((r) => r.userId))] : undefined);

export async function createRecommendation(db: DbClient, storage: FileStorage, scope: AccessScope, placeKey: string, input: CreateInput, lang: Lang) {
  const place = await scopedPlace(db, scope, placeKey);
  if (!canEditAll(scope)) throw forbidden();
  const refs: Refs = {
    recommendationCategoryId: input.recommendationCategoryId ?? null,
    ownerId: input.ownerId ?? null,
    mapId: input.mapId ?? null,
    mapX: input.mapX ?? null,
    mapY: input.mapY ?? null,
    deviceTypeId: input.deviceTypeId ?? null,
    deviceId: input.deviceId ?? null,
    zoneId: input.zoneId ?? null,
  };
  const recipients = recipientIds(input.notifications);
  const { deviceTypeId } = await checkRefs(db, place, refs, null, recipients);
  const id = await db.$transaction(async (tx) => {
    const uniqueId = await repo.nextUniqueId(tx, place.id);
    const row = await repo.create(tx, {
      ...refs,
      deviceTypeId,
      placeId: place.id,
      uniqueId,
      recommendation: input.recommendation,
      comment: input.comment ?? null,
      priority: input.priority,
      status: input.status,
      dueDate: dayStart(input.dueDate),
      area: input.area ?? null,
      authorId: scope.principal.userId,
      ownerText: refs.ownerId === null ? (input.ownerText ?? null) : null,
      ownerEmail: refs.ownerId === null ? (input.ownerEmail ?? null) : null,
      mapText: refs.mapId === null ? (input.mapText ?? null) : null,
      isMoreDataNeeded: input.isMoreDataNeeded ?? false,
    });
    if (recipients) await repo.setRecipients(tx, row.id, recipients);
    return row.id;
  });
  return toRecommendation(storage, scope, (await repo.find(db, { id }))!, lang);
}

export async function updateRecommendation(db: DbClient, storage: FileStorage, scope: AccessScope, key: string, input: UpdateInput, lang: Lang) {
  const current = await scopedRecommendation(db, scope, key);
  if (input.placeUuid !== undefined && input.placeUuid.toLowerCase() !== current.place.uuid) throw fieldError('placeUuid', 'another_place', { in: 'body' });
  const place = await scopedPlace(db, scope, current.place.uuid);

  // The owner is a user or a text; the map an id or a text: choosing one clears the other.
  const ownerId = input.ownerText != null ? null : input.ownerId !== undefined ? input.ownerId : current.ownerId;
  const ownerText = input.ownerId != null ? null : input.ownerText !== undefined ? input.ownerText : current.ownerText;
  const ownerEmail = ownerId !== null ? null : input.ownerEmail !== undefined ? input.ownerEmail : current.ownerEmail;
  const mapId = input.mapText != null ? null : input.mapId !== undefined ? input.mapId : current.mapId;
  const mapText = input.mapId != null ? null : input.mapText !== undefined ? input.mapText : current.mapText;
  const mapMoved = mapId !== current.mapId;
  const mapX = mapId === null ? null : input.mapX !== undefined ? input.mapX : mapMoved ? null : current.mapX;
  const mapY = mapId === null ? null : input.mapY !== undefined ? input.mapY : mapMoved ? null : current.mapY;
  const refs: Refs = {
    recommendationCategoryId: input.recommendationCategoryId !== undefined ? input.recommendationCategoryId : current.recommendationCategoryId,
    ownerId,
    mapId,
    mapX,
    mapY,
    deviceTypeId: input.deviceTypeId !== undefined ? input.deviceTypeId : current.deviceTypeId,
    deviceId: input.deviceId !== undefined ? input.deviceId : current.deviceId,
    zoneId: input.zoneId !== undefined ? input.zoneId : current.zoneId,
  };
  // A new device type without a device clears a device of another type.
  if (input.deviceTypeId !== undefined && input.deviceId === undefined && refs.deviceId !== null && refs.deviceTypeId !== current.deviceTypeId)
    refs.deviceId = null;
  const data: Prisma.RecommendationUncheckedUpdateInput = {
    ...refs,
    ownerText,
    ownerEmail,
    mapText,
    ...(input.recommendation !== undefined ? { recommendation: input.recommendation } : {}),
    ...(input.comment !== undefined ? { comment: input.comment } : {}),
    ...(input.priority !== undefined ? { priority: input.priority } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.dueDate !== undefined ? { dueDate: dayStart(input.dueDate) } : {}),
    ...(input.area !== undefined ? { area: input.area } : {}),
    ...(input.isMoreDataNeeded !== undefined ? { isMoreDataNeeded: input.isMoreDataNeeded } : {}),
  };
  const recipients = recipientIds(input.notifications);

  // A client's user changes the status alone (the form sends nothing else for it).
  if (!canEditAll(scope) && Object.entries(input).some(([k, v]) => v !== undefined && k !== 'status' && k !== 'placeUuid')) throw forbidden();

  const { deviceTypeId } = await checkRefs(db, place, refs, current.deviceId, recipients);
  data.deviceTypeId = deviceTypeId;
  await db.$transaction(async (tx) => {
    await repo.update(tx, current.id, data);
    if (recipients) await repo.setRecipients(tx, current.id, recipients);
    const after = (await repo.find(tx, { id: current.id }))!;
    const change = diff(snapshot(current), snapshot(after));
    if (change.changed)
      await repo.addHistory(tx, {
        recommendationId: current.id,
        authorId: scope.principal.userId,
        old: change.old as Prisma.InputJsonObject,
        new: change.new as Prisma.InputJsonObject,
      });
  });
  return toRecommendation(storage, scope, (await repo.find(db, { id: current.id }))!, lang);
}

export async function deleteRecommendation(db: DbClient, storage: FileStorage, scope: AccessScope, key: string) {
  const current = await scopedRecommendation(db, scope, key);
  if (!canDelete(scope, current.authorId)) throw forbidden();
  const files = await repo.remove(db, current.id);
  await Promise.all(files.map((path) => storage.remove(path).catch(() => undefined)));
}

// ───────────────────────────── comments ─────────────────────────────

/** A comment as its path names it: the recommendation's and the comment's id or uuid. */
export interface RecommendationCommentPath {
  id: string;
  commentId: string;
}

async function scopedComment(db: DbClient, scope: AccessScope, path: RecommendationCommentPath) {
  const recommendation = await scopedRecommendation(db, scope, path.id);
  const where = idOrUuidWhere(path.commentId);
  const comment = where && (await repo.findComment(db, recommendation.id, where));
  if (!comment) throw notFound();
  return comment;
}

export async function addComment(db: DbClient, scope: AccessScope, key: string, comment: string) {
  const recommendation = await scopedRecommendation(db, scope, key);
  return toComment(scope, await repo.createComment(db, { recommendationId: recommendation.id, authorId: scope.principal.userId, comment }));
}

export async function updateComment(db: DbClient, scope: AccessScope, path: RecommendationCommentPath, comment: string) {
  const current = await scopedComment(db, scope, path);
  if (!canChangeOwnWork(scope, current.authorId)) throw forbidden();
  return toComment(scope, await repo.updateComment(db, current.id, comment));
}

export async function deleteComment(db: DbClient, scope: AccessScope, path: RecommendationCommentPath) {
  const current = await scopedComment(db, scope, path);
  if (!canChangeOwnWork(scope, current.authorId)) throw forbidden();
  await repo.deleteComment(db, current.id);
}

// ───────────────────────────── attachments ─────────────────────────────

/** An attached photo as its path names it: the recommendation's and the file's id or uuid. */
export interface RecommendationFilePath {
  id: string;
  fileId: string;
}

/** Attaches a JPEG photo (spec 3, section 5); the recommendation is found before the file is read. */
export async function addFile(db: DbClient, storage: FileStorage, scope: AccessScope, key: string, read: () => Promise<Upload>) {
  const recommendation = await scopedRecommendation(db, scope, key);
  const upload = await read();
  const fields = parseFields(ZRecommendationFileFields, upload.fields);
  const name = fields.name || upload.filename.replace(/\.[^.]*$/, '').trim() || 'photo';
  const uuid = randomUUID();
  const filePath = `recommendations/${recommendation.uuid}/${uuid}.jpg`;
  await storage.put(filePath, upload.data, 'image/jpeg');
  try {
    const row = await repo.createFile(db, { uuid, recommendationId: recommendation.id, userId: scope.principal.userId, name, filePath });
    return {
      id: row.id,
      uuid: row.uuid,
      name: row.name,
      url: await storage.signedUrl(row.filePath, { expiresInSeconds: 3600 }),
      userId: row.userId,
      user: person(row.user),
      createdAt: row.createdAt.toISOString(),
      canDelete: true,
    };
  } catch (error) {
    await storage.remove(filePath).catch(() => undefined);
    throw error;
  }
}

export async function deleteFile(db: DbClient, storage: FileStorage, scope: AccessScope, path: RecommendationFilePath) {
  const recommendation = await scopedRecommendation(db, scope, path.id);
  const where = idOrUuidWhere(path.fileId);
  const file = where && (await repo.findFile(db, recommendation.id, where));
  if (!file) throw notFound();
  if (!canChangeOwnWork(scope, file.userId)) throw forbidden();
  await repo.deleteFile(db, file.id);
  await storage.remove(file.filePath).catch(() => undefined);
}
