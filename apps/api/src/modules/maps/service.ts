import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DeviceListItem } from '@trapline/contracts/devices';
import {
  MAP_LIMITS,
  markerState,
  ZCreateMapFields,
  type HeatmapQuery,
  type HeatmapResponse,
  type MapDetail,
  type MapImageFormat,
  type MapItem,
  type SetOnMapRequest,
  type UpdateMapRequest,
} from '@trapline/contracts/maps';
import type { DbClient, Prisma } from '@trapline/db/client';
import { planExport } from '@trapline/jobs/definitions/plan-export';
import type { FileStorage } from '@trapline/storage/file-storage';
import { contentDisposition } from '@trapline/storage/s3';
import { accessiblePlace, assertCanSetUp, type PlaceRef } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere } from '../../lib/ids.ts';
import { imageSize } from '../../lib/images.ts';
import { parseFields, type Upload } from '../../lib/uploads.ts';
import type { RenderJobs } from '../../plugins/app/render-jobs.ts';
import { fromDeviceListRow, toDeviceListItem } from '../devices/list-item.ts';
import { withLocalTypeNames } from '../catalogue/local-names.ts';
import { localName } from '@trapline/contracts/translations';
import * as repo from './repository.ts';
import { fileNamePart } from '../../lib/file-names.ts';

type Lang = 'pl' | 'en' | 'de' | 'it' | 'ru';

/** Plans beyond this many pixels are refused: every export decodes the whole image. */
export const MAX_PLAN_PIXELS = 60_000_000;
/** A plan stays open for a while: its image URL outlives the default file URL. */
const PLAN_URL_TTL_SECONDS = 3600;

async function toMap(storage: FileStorage, row: repo.MapRow, place: PlaceRef): Promise<MapItem> {
  return {
    id: row.id,
    uuid: row.uuid,
    placeUuid: place.uuid,
    name: row.name,
    note: row.note,
    fileCategoryId: row.fileCategoryId,
    width: row.width,
    height: row.height,
    devicesCount: row._count.devices,
    url: await storage.signedUrl(row.filePath, { expiresInSeconds: PLAN_URL_TTL_SECONDS }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A plan as its path names it: the place's and the plan's numeric id or uuid. */
export interface MapPath {
  placeId: string;
  id: string;
}

/** The place the caller sees and its plan the path names, or 404. */
async function mapAt(db: DbClient, scope: AccessScope, path: MapPath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const where = idOrUuidWhere(path.id);
  const map = where && (await repo.findMap(db, place.id, where));
  if (!map) throw notFound();
  return { place, map };
}

async function checkFileCategory(db: DbClient, placeId: number, categoryId: number | null | undefined) {
  if (categoryId == null) return;
  if (!(await repo.placeHasFileCategory(db, placeId, categoryId))) throw fieldError('fileCategoryId', 'file_category_not_found');
}

export async function listMaps(db: DbClient, storage: FileStorage, scope: AccessScope, placeKey: string) {
  const place = await accessiblePlace(db, scope, placeKey);
  return { maps: await Promise.all((await repo.listMaps(db, place.id)).map((row) => toMap(storage, row, place))) };
}

export async function getMap(db: DbClient, storage: FileStorage, scope: AccessScope, path: MapPath, language = 'pl'): Promise<MapDetail> {
  const { place, map } = await mapAt(db, scope, path);
  const now = new Date();
  const devices = await withLocalTypeNames(
    db,
    (await repo.placedDevices(db, place.id, map.id)).map((row) => fromDeviceListRow(row, place, now)),
    language,
  );
  return { ...(await toMap(storage, map, place)), devices };
}

/**
 * Uploads a plan (spec 2, sections 2.12 and 5): a name and a JPEG, judged by its content. The
 * place and the caller's right to change it are checked before the file is read. A photo taken
 * sideways is stored upright, so its pixel coordinates are those every viewer shows.
 */
export async function createMap(db: DbClient, storage: FileStorage, scope: AccessScope, placeKey: string, readJpeg: () => Promise<Upload>): Promise<MapItem> {
  const place = await accessiblePlace(db, scope, placeKey);
  assertCanSetUp(scope);
  const upload = await readJpeg();
  const fields = parseFields(ZCreateMapFields, upload.fields);
  await checkFileCategory(db, place.id, fields.fileCategoryId);
  const { data, width, height } = await uprightJpeg(upload.data);

  const uuid = randomUUID();
  const filePath = `places/${place.uuid}/maps/${uuid}-${randomBytes(4).toString('hex')}.jpg`;
  await storage.put(filePath, data, 'image/jpeg');
  try {
    const row = await repo.createMap(db, {
      uuid,
      placeId: place.id,
      name: fields.name,
      note: fields.note ?? null,
      fileCategoryId: fields.fileCategoryId,
      filePath,
      width,
      height,
    });
    return await toMap(storage, row, place);
  } catch (error) {
    await storage.remove(filePath).catch(() => undefined);
    throw error;
  }
}

async function uprightJpeg(data: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const size = await imageSize(data);
  if (!size) throw new AppError('maps/jpeg_only', { details: { accepted: ['image/jpeg'], reason: 'unreadable_image' } });
  if (size.width * size.height > MAX_PLAN_PIXELS)
    throw fieldError('file', 'image_too_large', { maxPixels: MAX_PLAN_PIXELS, width: size.width, height: size.height });
  const orientation = (await sharp(data).metadata()).orientation ?? 1;
  if (orientation === 1) return { data, ...size };
  return { data: await sharp(data).rotate().jpeg({ quality: 90 }).toBuffer(), ...size };
}

export async function updateMap(db: DbClient, storage: FileStorage, scope: AccessScope, path: MapPath, input: UpdateMapRequest): Promise<MapItem> {
  const { place, map } = await mapAt(db, scope, path);
  assertCanSetUp(scope);
  await checkFileCategory(db, place.id, input.fileCategoryId);
  const data: Prisma.MapUncheckedUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.note !== undefined) data.note = input.note;
  if (input.fileCategoryId !== undefined) data.fileCategoryId = input.fileCategoryId;
  return toMap(storage, await repo.updateMap(db, map.id, data), place);
}

/** Deletes a plan; its devices lose their position (spec 2, section 4), the image is removed. */
export async function deleteMap(db: DbClient, storage: FileStorage, scope: AccessScope, path: MapPath) {
  const { map } = await mapAt(db, scope, path);
  assertCanSetUp(scope);
  const unassignedDevices = await repo.deleteMap(db, map.id);
  await storage.remove(map.filePath).catch(() => undefined);
  return { id: map.id, unassignedDevices };
}

export async function signedUrl(db: DbClient, storage: FileStorage, scope: AccessScope, path: MapPath) {
  const { map } = await mapAt(db, scope, path);
  return { url: await storage.signedUrl(map.filePath, { expiresInSeconds: PLAN_URL_TTL_SECONDS }), expiresInSeconds: PLAN_URL_TTL_SECONDS };
}

/** What an export request answers: the file when its render finished in time, else its job. */
export type PlanExportAnswer = { kind: 'file'; body: Buffer; contentType: string; disposition: string } | { kind: 'job'; jobId: string };

/**
 * The plan with its devices as a PDF or a JPG (spec 2, section 2.12), drawn by the workers. The
 * API reads the plan and its devices with their states now (the export shows what the user saw)
 * and enqueues the render; one user asking again for the same export while it is unfinished
 * shares its job. The file is answered when the render finishes within the wait (not with
 * `async`), else the job, to follow at GET /api/jobs/{jobId}.
 */
export async function exportPlan(
  db: DbClient,
  storage: FileStorage,
  renders: RenderJobs,
  scope: AccessScope,
  path: MapPath,
  options: { format: MapImageFormat; lang: Lang; async: boolean },
): Promise<PlanExportAnswer> {
  const { place, map } = await mapAt(db, scope, path);
  const { format, lang } = options;
  // Read before the render lock is taken, which serialises every render request for a moment.
  const payload = await planExportPayload(db, place, map, format, lang);
  const started = await renders.start({
    definition: planExport,
    // The export depends on the plan, the format and the language only.
    key: `map:${map.id}:${format}:${lang}`,
    startedBy: { userId: scope.principal.userId, companyId: place.companyId },
    prepare: async () => payload,
  });
  if (options.async) return { kind: 'job', jobId: started.jobId };
  const job = await renders.wait(planExport.name, started.jobId);
  const file = job?.state === 'completed' ? fileOfResult(job.result) : null;
  if (!file) return { kind: 'job', jobId: started.jobId };
  return {
    kind: 'file',
    body: await storage.read(file.key),
    contentType: format === 'pdf' ? 'application/pdf' : 'image/jpeg',
    disposition: contentDisposition(file.name),
  };
}

function fileOfResult(result: Record<string, unknown> | null): { key: string; name: string } | null {
  const file = result?.file as { key?: unknown; name?: unknown } | undefined;
  return typeof file?.key === 'string' && typeof file.name === 'string' ? { key: file.key, name: file.name } : null;
}

/** What a plan export job carries: the plan and its devices with their states now (also used by the render-load benchmark). */
export async function planExportPayload(db: DbClient, place: PlaceRef, map: repo.MapRow, format: MapImageFormat, lang: Lang) {
  const rows = await repo.placedDevices(db, place.id, map.id);
  const now = new Date();
  const devices = rows.map((row) => {
    const device = fromDeviceListRow(row, place, now);
    return {
      uniqueId: row.uniqueId,
      x: Math.min(row.mapX, map.width),
      y: Math.min(row.mapY, map.height),
      state: markerState(device),
      typeId: row.deviceTypeId,
      typeName: row.typeName,
      typeColor: row.color,
    };
  });
  return {
    placeId: place.id,
    mapId: map.id,
    format,
    lang,
    placeName: place.name,
    mapName: map.name,
    imageKey: map.filePath,
    width: map.width,
    height: map.height,
    fileName: `${fileNamePart(place.name, 60, 'plan')}-${fileNamePart(map.name, 60, 'plan')}.${format}`,
    generatedAt: now.toISOString(),
    devices,
  };
}

/** A device as the plan routes' path names it: the place's and the device's numeric id or uuid. */
export interface PlacedDevicePath {
  placeId: string;
  id: string;
}

/** The place the caller sees and its live device the path names, or 404. */
async function deviceAt(db: DbClient, scope: AccessScope, path: PlacedDevicePath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const where = idOrUuidWhere(path.id);
  const device = where && (await repo.findLiveDevice(db, place.id, where));
  if (!device) throw notFound();
  return { place, device };
}

/** Places a device on a plan of its place, or moves it there (from this or another plan). */
export async function setOnMap(db: DbClient, scope: AccessScope, path: PlacedDevicePath, input: SetOnMapRequest): Promise<DeviceListItem> {
  const { place, device } = await deviceAt(db, scope, path);
  assertCanSetUp(scope);
  const map = await repo.findMap(db, place.id, { id: input.mapId });
  if (!map) throw fieldError('mapId', 'map_not_found');
  if (input.mapX > map.width || input.mapY > map.height) {
    throw fieldError(input.mapX > map.width ? 'mapX' : 'mapY', 'outside_map', { code: 'too_big', width: map.width, height: map.height });
  }
  return toDeviceListItem(await repo.placeDevice(db, device.id, { mapId: map.id, mapX: input.mapX, mapY: input.mapY }), place, new Date());
}

export async function unsetFromMap(db: DbClient, scope: AccessScope, path: PlacedDevicePath): Promise<DeviceListItem> {
  const { place, device } = await deviceAt(db, scope, path);
  assertCanSetUp(scope);
  return toDeviceListItem(await repo.placeDevice(db, device.id, { mapId: null, mapX: null, mapY: null }), place, new Date());
}

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const round = (n: number) => Math.round(n * 100) / 100;

const translatedName = (name: string, translations: unknown, lang: Lang): string => localName({ name, translations }, lang);

/**
 * Heatmap data (spec 2, sections 2.12 and 3): each placed device with the pests recorded on it in
 * the period (whole UTC days, `to` included), as sums and as a percentage of the place's busiest
 * device for that pest, which the panel uses as heat intensity.
 */
export async function heatmap(db: DbClient, scope: AccessScope, placeKey: string, query: HeatmapQuery, lang: Lang): Promise<HeatmapResponse> {
  const place = await accessiblePlace(db, scope, placeKey);
  if (query.mapId !== undefined && !(await repo.findMap(db, place.id, { id: query.mapId }))) throw fieldError('mapId', 'map_not_found', { in: 'querystring' });
  const to = query.to ?? isoDay(new Date());
  const from = query.from ?? isoDay(new Date(Date.parse(to) - MAP_LIMITS.heatmapDefaultDays * DAY));
  if (from > to) throw fieldError('from', 'from_after_to', { in: 'querystring' });

  const totals = await repo.pestTotals(db, {
    placeId: place.id,
    from: new Date(`${from}T00:00:00Z`),
    to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY),
    deviceTypeObjectId: query.deviceTypeObjectId ?? null,
    mapId: query.mapId ?? null,
  });
  const maxByPest = new Map<number, number>();
  const byDevice = new Map<number, { row: repo.PestTotalRow; values: Array<{ deviceTypeObjectId: number; totalAmount: number }>; total: number }>();
  for (const row of totals) {
    maxByPest.set(row.deviceTypeObjectId, Math.max(maxByPest.get(row.deviceTypeObjectId) ?? 0, row.total));
    const entry = byDevice.get(row.deviceId) ?? { row, values: [], total: 0 };
    entry.values.push({ deviceTypeObjectId: row.deviceTypeObjectId, totalAmount: row.total });
    entry.total += row.total;
    byDevice.set(row.deviceId, entry);
  }
  const maxTotal = Math.max(0, ...[...byDevice.values()].map((e) => e.total));
  const pests = await repo.placePests(db, { id: place.id, companyIds: await repo.companyTreeOf(db, place.companyId) }, [...maxByPest.keys()]);
  const devices = [...byDevice.values()]
    .map(({ row, values, total }) => ({
      id: row.deviceId,
      uuid: row.uuid,
      uniqueId: row.uniqueId,
      mapId: row.mapId,
      mapX: row.mapX,
      mapY: row.mapY,
      deviceType: { id: row.typeId, name: row.typeName, color: row.color },
      values: values
        .sort((a, b) => a.deviceTypeObjectId - b.deviceTypeObjectId)
        .map((v) => ({ ...v, totalAmount: round(v.totalAmount), totalAmountPercentage: round((v.totalAmount / maxByPest.get(v.deviceTypeObjectId)!) * 100) })),
      total: round(total),
      totalPercentage: maxTotal > 0 ? round((total / maxTotal) * 100) : 0,
    }))
    .sort((a, b) => a.id - b.id);
  const deviceTypeObjects = pests
    .map((p) => ({ id: p.id, name: translatedName(p.name, p.translations, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  return { from, to, devices, deviceTypeObjects };
}
