import type { DbClient, Prisma } from '@trapline/db/client';
import { INTERVENTION_PROTOCOL_SELECT } from '@trapline/db/intervention-protocol';
import type { InterventionImageType, UsedProductInput } from '@trapline/contracts/interventions';

export const INTERVENTION_SELECT = {
  id: true,
  uuid: true,
  placeId: true,
  ...INTERVENTION_PROTOCOL_SELECT,
  reportPath: true,
  createdAt: true,
  updatedAt: true,
  user: { select: { id: true, name: true, surname: true } },
  usedProducts: { select: { id: true, name: true, activeSubstance: true, amount: true, unit: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.InterventionSelect;
export type InterventionRow = Prisma.InterventionGetPayload<{ select: typeof INTERVENTION_SELECT }>;

export type InterventionData = Omit<Prisma.InterventionUncheckedUpdateInput, 'usedProducts' | 'images'>;

export function listInterventions(db: DbClient, placeId: number) {
  return db.intervention.findMany({ where: { placeId }, select: INTERVENTION_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export function findIntervention(db: DbClient, placeId: number, where: { id: number } | { uuid: string }) {
  return db.intervention.findFirst({ where: { AND: [where, { placeId }] }, select: INTERVENTION_SELECT });
}

export function createIntervention(db: DbClient, data: Prisma.InterventionUncheckedCreateInput & { usedProducts: UsedProductInput[] }) {
  const { usedProducts, ...fields } = data;
  return db.intervention.create({ data: { ...fields, usedProducts: { create: usedProducts } }, select: INTERVENTION_SELECT });
}

/** Updates the fields and, when given, replaces the used products, in one transaction. */
export function updateIntervention(db: DbClient, id: number, data: InterventionData, usedProducts: UsedProductInput[] | undefined) {
  return db.intervention.update({
    where: { id },
    data: { ...data, ...(usedProducts ? { usedProducts: { deleteMany: {}, create: usedProducts } } : {}) },
    select: INTERVENTION_SELECT,
  });
}

export function deleteIntervention(db: DbClient, id: number) {
  return db.intervention.delete({ where: { id }, select: { id: true } });
}

export const IMAGE_SELECT = { id: true, uuid: true, type: true, name: true, filePath: true, createdAt: true } satisfies Prisma.InterventionImageSelect;

export function listImages(db: DbClient, interventionId: number) {
  return db.interventionImage.findMany({ where: { interventionId }, select: IMAGE_SELECT, orderBy: [{ type: 'asc' }, { id: 'asc' }] });
}

export function findImage(db: DbClient, interventionId: number, where: { id: number } | { uuid: string }) {
  return db.interventionImage.findFirst({ where: { AND: [where, { interventionId }] }, select: IMAGE_SELECT });
}

export function imageFilePaths(db: DbClient, interventionId: number) {
  return db.interventionImage.findMany({ where: { interventionId }, select: { filePath: true } });
}

/**
 * Adds an image unless its section already holds `max`: the intervention row is locked first,
 * so two uploads at once cannot both pass the count. Answers null when the section is full.
 */
export function addImage(db: DbClient, data: { interventionId: number; type: InterventionImageType; name: string | null; filePath: string }, max: number) {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM interventions WHERE id = ${data.interventionId} FOR UPDATE`;
    const count = await tx.interventionImage.count({ where: { interventionId: data.interventionId, type: data.type } });
    if (count >= max) return null;
    return tx.interventionImage.create({ data, select: IMAGE_SELECT });
  });
}

export function deleteImage(db: DbClient, id: number) {
  return db.interventionImage.delete({ where: { id }, select: { id: true } });
}
