import { randomBytes, randomUUID } from 'node:crypto';
import {
  INTERVENTION_LIMITS,
  ZInterventionImageFields,
  type Intervention,
  type InterventionImage,
  type InterventionPdfResponse,
  type ZCreateInterventionRequest,
  type ZUpdateInterventionRequest,
} from '@trapline/contracts/interventions';
import type { z } from 'zod';
import type { DbClient } from '@trapline/db/client';
import { interventionProtocol } from '@trapline/jobs/definitions/intervention-protocol';
import { langOf } from '@trapline/render/progress';
import { removeStoredFiles, type FileStorage } from '@trapline/storage/file-storage';
import { accessiblePlace, isRestricted, type PlaceRef } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere, keyWhereOrNotFound } from '../../lib/ids.ts';
import { imageSize } from '../../lib/images.ts';
import { storeThenRecordPhoto } from '../../lib/stored-photos.ts';
import { parseFields, type Upload } from '../../lib/uploads.ts';
import type { RenderJobs } from '../../plugins/app/render-jobs.ts';
import * as repo from './repository.ts';
import { fileNamePart } from '../../lib/file-names.ts';

/** Files a removed row leaves behind are removed after it; one that cannot be is only logged. */
const forget = (storage: FileStorage, paths: Array<string | null>) =>
  removeStoredFiles(
    storage,
    paths.filter((p): p is string => !!p),
    () => undefined,
  );

/** The protocol's own fields, stored as sent; the signature and the used products are stored apart. */
const PROTOCOL_FIELDS = [
  'name',
  'purpose',
  'pestsRemoved',
  'actionTaken',
  'area',
  'recommendations',
  'cause',
  'description',
  'approvedByText',
  'signedByClient',
] as const;
type ProtocolFields = Pick<z.output<typeof ZCreateInterventionRequest>, (typeof PROTOCOL_FIELDS)[number]>;

/**
 * The protocol fields a request gives. One it leaves out is not written: on a new protocol its
 * column stays null, on a change it keeps its value.
 */
function givenFields<Input extends Partial<ProtocolFields>>(input: Input): Pick<Input, keyof ProtocolFields> {
  const given: Partial<ProtocolFields> = {};
  for (const field of PROTOCOL_FIELDS) {
    if (input[field] !== undefined) (given as Record<string, unknown>)[field] = input[field];
  }
  return given as Pick<Input, keyof ProtocolFields>;
}

async function toIntervention(storage: FileStorage, row: repo.InterventionRow, place: PlaceRef): Promise<Intervention> {
  return {
    id: row.id,
    uuid: row.uuid,
    placeUuid: place.uuid,
    name: row.name,
    purpose: row.purpose,
    pestsRemoved: row.pestsRemoved,
    actionTaken: row.actionTaken,
    usedProducts: row.usedProducts.map((p) => ({ id: p.id, name: p.name, activeSubstance: p.activeSubstance, amount: p.amount.toNumber(), unit: p.unit })),
    area: row.area,
    recommendations: row.recommendations,
    cause: row.cause,
    description: row.description,
    approvedByText: row.approvedByText,
    approvedByImage: row.approvedByImagePath ? await storage.signedUrl(row.approvedByImagePath) : null,
    signedByClient: row.signedByClient,
    reportPath: row.reportPath,
    user: row.user,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A visit protocol as its path names it: the place's and the protocol's id or uuid. */
export interface InterventionPath {
  placeId: string;
  id: string;
}

/** An image of a protocol as its path names it. */
export interface InterventionImagePath extends InterventionPath {
  imageId: string;
}

/** The path's place (404 unless the caller sees it) and its protocol (404 unless the place's). */
async function interventionAt(db: DbClient, scope: AccessScope, path: InterventionPath) {
  const place = await accessiblePlace(db, scope, path.placeId);
  const where = idOrUuidWhere(path.id);
  const intervention = where && (await repo.findIntervention(db, place.id, where));
  if (!intervention) throw notFound();
  return { place, intervention };
}

/** Decodes and checks a drawn signature (a PNG data URL) and stores it; answers its key. */
async function storeSignature(storage: FileStorage, place: PlaceRef, interventionUuid: string, dataUrl: string): Promise<string> {
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (!(await imageSize(data)) || !data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    throw fieldError('approvedByImage', 'unreadable_image');
  const key = `places/${place.uuid}/interventions/${interventionUuid}/signature-${randomBytes(4).toString('hex')}.png`;
  await storage.put(key, data, 'image/png');
  return key;
}

export async function listInterventions(db: DbClient, storage: FileStorage, scope: AccessScope, placeKey: string) {
  const place = await accessiblePlace(db, scope, placeKey);
  const rows = await repo.listInterventions(db, place.id);
  return { interventions: await Promise.all(rows.map((row) => toIntervention(storage, row, place))) };
}

export async function getIntervention(db: DbClient, storage: FileStorage, scope: AccessScope, path: InterventionPath) {
  const { place, intervention } = await interventionAt(db, scope, path);
  return toIntervention(storage, intervention, place);
}

/**
 * Writes a visit protocol. Everyone who sees the place may (technicians write them on site);
 * the writer is kept. A drawn signature is stored as a PNG beside the row.
 */
export async function createIntervention(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  placeKey: string,
  input: z.output<typeof ZCreateInterventionRequest>,
) {
  const place = await accessiblePlace(db, scope, placeKey);
  const uuid = randomUUID();
  const signature = input.approvedByImage ? await storeSignature(storage, place, uuid, input.approvedByImage) : null;
  try {
    const row = await repo.createIntervention(db, {
      uuid,
      placeId: place.id,
      userId: scope.principal.userId,
      ...givenFields(input),
      approvedByImagePath: signature,
      usedProducts: input.usedProducts,
    });
    return await toIntervention(storage, row, place);
  } catch (error) {
    await forget(storage, [signature]);
    throw error;
  }
}

export async function updateIntervention(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  path: InterventionPath,
  input: z.output<typeof ZUpdateInterventionRequest>,
) {
  const { place, intervention: current } = await interventionAt(db, scope, path);
  const data: repo.InterventionData = givenFields(input);
  let signature: string | null | undefined;
  if (input.approvedByImage !== undefined) {
    signature = input.approvedByImage ? await storeSignature(storage, place, current.uuid, input.approvedByImage) : null;
    data.approvedByImagePath = signature;
  }
  try {
    const row = await repo.updateIntervention(db, current.id, data, input.usedProducts);
    if (signature !== undefined && current.approvedByImagePath !== signature) await forget(storage, [current.approvedByImagePath]);
    return await toIntervention(storage, row, place);
  } catch (error) {
    if (signature) await forget(storage, [signature]);
    throw error;
  }
}

/** Deletes a protocol with its products, images, signature and PDF. Not for the restricted user (spec 2, section 6). */
export async function deleteIntervention(db: DbClient, storage: FileStorage, scope: AccessScope, path: InterventionPath) {
  const { intervention: current } = await interventionAt(db, scope, path);
  if (isRestricted(scope)) throw forbidden();
  const images = await repo.imageFilePaths(db, current.id);
  await repo.deleteIntervention(db, current.id);
  await forget(storage, [current.approvedByImagePath, current.reportPath, ...images.map((i) => i.filePath)]);
  return { id: current.id };
}

async function toImage(
  storage: FileStorage,
  row: { id: number; uuid: string; type: InterventionImage['type']; name: string | null; filePath: string; createdAt: Date },
): Promise<InterventionImage> {
  return { id: row.id, uuid: row.uuid, type: row.type, name: row.name, url: await storage.signedUrl(row.filePath), createdAt: row.createdAt.toISOString() };
}

export async function listImages(db: DbClient, storage: FileStorage, scope: AccessScope, path: InterventionPath) {
  const { intervention } = await interventionAt(db, scope, path);
  return { images: await Promise.all((await repo.listImages(db, intervention.id)).map((row) => toImage(storage, row))) };
}

/** Adds a PNG or JPEG image to a section (CAUSE, DESCRIPTION, PESTS_REMOVED); at most 3 per section. */
export async function addImage(db: DbClient, storage: FileStorage, scope: AccessScope, path: InterventionPath, readFile: () => Promise<Upload>) {
  const { place, intervention } = await interventionAt(db, scope, path);
  const upload = await readFile();
  const fields = parseFields(ZInterventionImageFields, upload.fields);
  if (!(await imageSize(upload.data))) throw fieldError('file', 'unreadable_image');
  const row = await storeThenRecordPhoto(storage, `places/${place.uuid}/interventions/${intervention.uuid}`, upload, async (filePath) => {
    const added = await repo.addImage(
      db,
      { interventionId: intervention.id, type: fields.type, name: fields.name ?? null, filePath },
      INTERVENTION_LIMITS.imagesPerSection,
    );
    if (!added) throw new AppError('interventions/too_many_images', { details: { type: fields.type, max: INTERVENTION_LIMITS.imagesPerSection } });
    return added;
  });
  return toImage(storage, row);
}

export async function deleteImage(db: DbClient, storage: FileStorage, scope: AccessScope, path: InterventionImagePath) {
  const { intervention } = await interventionAt(db, scope, path);
  const where = keyWhereOrNotFound(path.imageId);
  const image = await repo.findImage(db, intervention.id, where);
  if (!image) throw notFound();
  await repo.deleteImage(db, image.id);
  await forget(storage, [image.filePath]);
  return { id: image.id };
}

/**
 * Requests the protocol PDF: a render job (intervention-protocol) run by the workers, which
 * stores the file and sets the intervention's reportPath. Answers the signed URL when the render
 * finished within the wait (not with `async`), else a null URL and the job to follow.
 */
export async function generatePdf(
  db: DbClient,
  storage: FileStorage,
  renders: RenderJobs,
  scope: AccessScope,
  path: InterventionPath,
  options: { lang: string; async: boolean; generatedAt: string | undefined },
): Promise<{ status: 201 | 202; body: InterventionPdfResponse }> {
  const { place, intervention } = await interventionAt(db, scope, path);
  const lang = langOf(options.lang);
  const fileName = `${fileNamePart(intervention.name, 80, 'protocol')}.pdf`;
  const started = await renders.start({
    definition: interventionProtocol,
    key: `intervention:${intervention.id}:${lang}`,
    startedBy: { userId: scope.principal.userId, companyId: place.companyId },
    prepare: async () => ({
      interventionId: intervention.id,
      lang,
      fileKey: `reports/${place.uuid}/intervention-${intervention.uuid}-${randomBytes(4).toString('hex')}.pdf`,
      fileName,
      generatedAt: options.generatedAt ?? new Date().toISOString(),
    }),
  });
  const pending = { status: 202 as const, body: { url: null, jobId: started.jobId } };
  if (options.async) return pending;
  const job = await renders.wait(interventionProtocol.name, started.jobId);
  if (job?.state !== 'completed') return pending;
  return { status: 201, body: { url: await storage.signedUrl(started.payload.fileKey, { downloadName: started.payload.fileName }), jobId: started.jobId } };
}

/** A signed download URL of the protocol's last generated PDF; 404 before one exists. */
export async function signedUrl(db: DbClient, storage: FileStorage, scope: AccessScope, path: InterventionPath) {
  const { intervention } = await interventionAt(db, scope, path);
  if (!intervention.reportPath) throw notFound();
  return { url: await storage.signedUrl(intervention.reportPath, { downloadName: `${fileNamePart(intervention.name, 80, 'protocol')}.pdf` }) };
}
