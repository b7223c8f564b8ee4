import type { DbClient, Prisma } from '@trapline/db/client';

export const batchSelect = {
  id: true,
  uuid: true,
  name: true,
  amount: true,
  companyId: true,
  createdAt: true,
  company: { select: { id: true, uuid: true, name: true } },
  user: { select: { id: true, uuid: true, name: true, surname: true } },
  _count: { select: { codes: { where: { used: true } } } },
} satisfies Prisma.QrBatchSelect;

export type BatchRow = Prisma.QrBatchGetPayload<{ select: typeof batchSelect }>;

/** A page of batches matching `where` (which carries the scope), newest first, and how many match. */
export async function listBatches(db: DbClient, where: Prisma.QrBatchWhereInput, page: { skip: number; take: number }): Promise<[BatchRow[], number]> {
  return Promise.all([
    db.qrBatch.findMany({ where, select: batchSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take }),
    db.qrBatch.count({ where }),
  ]);
}

export function findBatch(db: DbClient, where: Prisma.QrBatchWhereInput): Promise<BatchRow | null> {
  return db.qrBatch.findFirst({ where, select: batchSelect });
}

export function codesOfBatch(db: DbClient, batchId: number) {
  return db.qrCode.findMany({ where: { batchId }, select: { id: true, uuid: true, code: true, used: true }, orderBy: { id: 'asc' } });
}

export async function unusedCodes(db: DbClient, batchId: number): Promise<string[]> {
  const rows = await db.qrCode.findMany({ where: { batchId, used: false }, select: { code: true }, orderBy: { id: 'asc' } });
  return rows.map((row) => row.code);
}

/** The devices (of `deviceWhere`, the caller's scope) the given codes are assigned to. */
export function devicesOfCodes(db: DbClient, deviceWhere: Prisma.DeviceWhereInput, codeIds: number[]) {
  return db.device.findMany({
    where: { AND: [deviceWhere, { qrCodeId: { in: codeIds } }] },
    select: { uuid: true, uniqueId: true, qrCodeId: true, place: { select: { uuid: true } } },
  });
}

/**
 * A batch with its codes, in one transaction. Codes that happen to exist already (a chance of
 * one in 2^60 per pair) are skipped by the unique index and drawn again.
 */
export async function createBatch(
  db: DbClient,
  data: { name: string; amount: number; companyId: number; userId: number },
  draw: (count: number) => string[],
): Promise<number> {
  return db.$transaction(async (tx) => {
    const batch = await tx.qrBatch.create({ data, select: { id: true } });
    let missing = data.amount;
    for (let round = 0; missing > 0; round++) {
      if (round > 5) throw new Error('could not draw unique QR codes');
      const { count } = await tx.qrCode.createMany({ data: draw(missing).map((code) => ({ batchId: batch.id, code })), skipDuplicates: true });
      missing -= count;
    }
    return batch.id;
  });
}

/**
 * A code by its stored value, if its batch is of a company of `companyWhere` or it is assigned to
 * a device of `deviceWhere` (both the caller's scope); with its device and whether the batch is
 * visible.
 */
export async function findCode(db: DbClient, code: string, companyWhere: Prisma.CompanyWhereInput, deviceWhere: Prisma.DeviceWhereInput) {
  const row = await db.qrCode.findFirst({
    where: { code, OR: [{ batch: { company: companyWhere } }, { device: { is: deviceWhere } }] },
    select: {
      code: true,
      batchId: true,
      device: { select: { id: true, uuid: true, uniqueId: true, deletedAt: true, place: { select: { id: true, uuid: true, name: true } } } },
    },
  });
  if (!row) return null;
  const batchVisible = (await db.qrBatch.count({ where: { id: row.batchId, company: companyWhere } })) > 0;
  return { ...row, batchVisible };
}

export async function deviceInScope(db: DbClient, deviceWhere: Prisma.DeviceWhereInput, id: number): Promise<boolean> {
  return (await db.device.count({ where: { AND: [deviceWhere, { id }] } })) > 0;
}
