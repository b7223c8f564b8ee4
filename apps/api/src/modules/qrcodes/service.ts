import { randomBytes } from 'node:crypto';
import {
  QR_CODE_ALPHABET,
  QR_LIMITS,
  normaliseQrCode,
  qrCodeUrl,
  type CreateQrBatchRequest,
  type QrCodeResolution,
  type QrBatch,
  type QrBatchListResponse,
  type QrCodeListResponse,
} from '@trapline/contracts/qrcodes';
import type { DbClient, Prisma } from '@trapline/db/client';
import { qrBatchPdf } from '@trapline/jobs/definitions/qr-batch-pdf';
import type { FileStorage } from '@trapline/storage/file-storage';
import type { AccessScope } from '../../access/scope.ts';
import { findScopedCompany, inScope } from '../../access/scoped.ts';
import { isRestricted } from '../../access/place.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import type { Lang } from '@trapline/render/progress';
import type { RenderJobs } from '../../plugins/app/render-jobs.ts';
import * as repo from './repository.ts';
import { fileNamePart } from '../../lib/file-names.ts';
import { pageRows } from '../../lib/paging.ts';
import { renderAnswerOf, type RenderAnswer } from '../../lib/render-answer.ts';

/** Printed on every label. */
export const PRODUCT_NAME = 'Trapline';

/**
 * `count` codes of 12 characters of Crockford's base 32 from the system's cryptographic random
 * source: 60 random bits each, so a code cannot be guessed from another (or from a batch).
 * Every byte gives one character (256 is a multiple of 32, so no character is likelier).
 */
export function drawCodes(count: number): string[] {
  const bytes = randomBytes(count * QR_LIMITS.codeLength);
  return Array.from({ length: count }, (_, n) => {
    let code = '';
    for (let i = 0; i < QR_LIMITS.codeLength; i++) code += QR_CODE_ALPHABET[bytes[n * QR_LIMITS.codeLength + i]! & 31];
    return code;
  });
}

function toBatch(row: repo.BatchRow): QrBatch {
  const usedAmount = row._count.codes;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    amount: row.amount,
    usedAmount,
    used: usedAmount >= row.amount,
    companyId: row.companyId,
    company: row.company,
    user: row.user,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The batches of the companies the caller sees. */
const batchScope = async (scope: AccessScope): Promise<Prisma.QrBatchWhereInput> => ({ company: await scope.companyWhere() });

/** A batch of a company the caller sees, by numeric id or uuid; 404 for anything else. */
async function scopedBatch(db: DbClient, scope: AccessScope, key: string): Promise<repo.BatchRow> {
  const where = keyWhereOrNotFound(key);
  const batch = await repo.findBatch(db, inScope(await batchScope(scope), where));
  if (!batch) throw notFound();
  return batch;
}

export async function listBatches(
  db: DbClient,
  scope: AccessScope,
  query: { companyId?: number | undefined; page: number; limit: number },
): Promise<QrBatchListResponse> {
  const where = inScope<Prisma.QrBatchWhereInput>(await batchScope(scope), query.companyId !== undefined && { companyId: query.companyId });
  const [rows, count] = await repo.listBatches(db, where, pageRows(query));
  return { rows: rows.map(toBatch), count };
}

export async function getBatch(db: DbClient, scope: AccessScope, key: string): Promise<QrBatch> {
  return toBatch(await scopedBatch(db, scope, key));
}

/**
 * A new batch of `amount` unique codes for a company: the super admin names it (companyId
 * required), everyone else makes codes for their own company unless they name another
 * company they see (a client of theirs).
 */
export async function createBatch(db: DbClient, scope: AccessScope, input: CreateQrBatchRequest): Promise<QrBatch> {
  let companyId = scope.principal.companyId;
  if (input.companyId == null) {
    if (scope.isSuperAdmin) throw fieldError('companyId', 'company_required');
  } else {
    const company = await findScopedCompany(db, scope, { id: input.companyId });
    if (!company) throw fieldError('companyId', 'company_not_found');
    companyId = company.id;
  }
  const id = await repo.createBatch(db, { name: input.name, amount: input.amount, companyId, userId: scope.principal.userId }, drawCodes);
  return toBatch((await repo.findBatch(db, { id }))!);
}

export async function listCodes(db: DbClient, scope: AccessScope, webUrl: string, key: string): Promise<QrCodeListResponse> {
  const batch = await scopedBatch(db, scope, key);
  const codes = await repo.codesOfBatch(db, batch.id);
  const devices = await repo.devicesOfCodes(
    db,
    await scope.deviceWhere(),
    codes.filter((c) => c.used).map((c) => c.id),
  );
  const byCode = new Map(devices.map((d) => [d.qrCodeId, { uuid: d.uuid, uniqueId: d.uniqueId, placeUuid: d.place.uuid }]));
  const rows = codes.map((c) => ({ ...c, url: qrCodeUrl(webUrl, c.code), device: byCode.get(c.id) ?? null }));
  return { rows, count: rows.length };
}

/**
 * The label sheet of the batch's unused codes, drawn by the workers (a job): the file when it is
 * ready within the render wait, else the job to follow. A batch with no unused code has nothing
 * to print (409 qrcodes/no_unused_codes).
 */
export async function batchPdf(
  db: DbClient,
  storage: FileStorage,
  renders: RenderJobs,
  scope: AccessScope,
  webUrl: string,
  key: string,
  options: { lang: Lang; async: boolean },
): Promise<RenderAnswer> {
  const batch = await scopedBatch(db, scope, key);
  const codes = await repo.unusedCodes(db, batch.id);
  if (codes.length === 0) throw new AppError('qrcodes/no_unused_codes');
  const started = await renders.start({
    definition: qrBatchPdf,
    // The sheet depends on the batch's unused codes (fewer once one is assigned) and the address.
    key: `qr:${batch.id}:${codes.length}`,
    startedBy: { userId: scope.principal.userId, companyId: batch.companyId },
    prepare: async () => ({
      batchId: batch.id,
      lang: options.lang,
      batchName: batch.name,
      companyName: batch.company.name,
      productName: PRODUCT_NAME,
      webUrl,
      fileName: `QR-${fileNamePart(batch.name, 60, 'batch')}.pdf`,
      codes,
    }),
  });
  return renderAnswerOf(renders, storage, { name: qrBatchPdf.name, jobId: started.jobId, async: options.async, contentType: 'application/pdf' });
}

/**
 * What a scanned or typed code stands for (spec 3, section 2.6; docs/decisions.md): the device
 * it is assigned to, when the caller sees that device, or that it is free. The caller must see
 * the code: its batch belongs to a company they see, or its device is one of theirs (a client's
 * user scanning a label in their place). Anything else, an unknown code included, is 404.
 * A free code may be given to a device by those who set devices up.
 */
export async function resolveCode(db: DbClient, scope: AccessScope, text: string): Promise<QrCodeResolution> {
  const code = normaliseQrCode(text);
  if (code === '') throw notFound();
  const [companyWhere, deviceWhere] = await Promise.all([scope.companyWhere(), scope.deviceWhere()]);
  const row = await repo.findCode(db, code, companyWhere, deviceWhere);
  if (!row) throw notFound();
  const device = row.device && row.device.deletedAt === null ? row.device : null;
  const visible = device ? await repo.deviceInScope(db, deviceWhere, device.id) : false;
  if (!row.batchVisible && !visible) throw notFound();
  return {
    code: row.code,
    assigned: device !== null,
    device:
      device && visible
        ? { uuid: device.uuid, uniqueId: device.uniqueId, placeId: device.place.id, placeUuid: device.place.uuid, placeName: device.place.name }
        : null,
    canAssign: device === null && row.batchVisible && !isRestricted(scope),
  };
}
