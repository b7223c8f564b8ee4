import type { AssignPartRequest, LinkedAction, LinkedObject, LinkedObservation } from '@trapline/contracts/catalogue';
import { SINGLE_OBSERVATION_TYPES } from '@trapline/contracts/catalogue';
import type { DbClient, Prisma } from '@trapline/db/client';
import { companyTreeIds } from '../../access/company-tree.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { assertCanManage, bodyCompanyId, type Db, companyChain, isUniqueViolation, readableCompanyIds } from './access.ts';
import { readableType } from './device-types.ts';
import { ACTION_SELECT, LINK_SELECT, OBJECT_SELECT, OBSERVATION_SELECT, toAction, toLink, toObject, toObservation, type TypeRow } from './mappers.ts';

/**
 * Associations of parts (actions, objects, observations) with device types.
 *
 * - A GLOBAL association (no company) belongs to the global definition of a global type: the
 *   super admin's, seen by every company that uses the type.
 * - A CUSTOM association belongs to one company: a company adds its own or global parts to a
 *   global type for itself, or builds its own type. It is seen by that company and its clients.
 */

export type PartKind = 'action' | 'object' | 'observation';
type Tx = Prisma.TransactionClient;
type LinkedOf<K extends PartKind> = K extends 'action' ? LinkedAction : K extends 'object' ? LinkedObject : LinkedObservation;
type Part = { id: number; companyId: number | null; type?: 'NEUTRAL' | 'BAIT_COLLECT' | 'REFILL' };

const PART_FIELD = { action: 'actionId', object: 'objectId', observation: 'observationId' } as const;
const isSingleType = (type: string | undefined) => (SINGLE_OBSERVATION_TYPES as readonly string[]).includes(type ?? '');

/** Serialises every change of a type's associations, so two concurrent assignments cannot both pass the rules. */
export async function lockType(tx: Tx, typeId: number) {
  await tx.$queryRaw`SELECT id FROM device_types WHERE id = ${typeId} FOR UPDATE`;
}

/**
 * The company of a new association, or null for a GLOBAL one.
 * GLOBAL: asked for, or by default when the super admin links a global part to a global type
 * without naming a company. CUSTOM: the named company, else the type's owner, else the part's
 * owner, else the caller's company.
 */
export async function linkCompanyFor(
  db: Db,
  scope: AccessScope,
  type: { companyId: number | null },
  part: Part,
  request: AssignPartRequest,
  field: string,
): Promise<number | null> {
  const wantsGlobal =
    request.type === 'GLOBAL' ||
    (request.type === undefined && scope.isSuperAdmin && type.companyId === null && part.companyId === null && request.parentCompanyId == null);
  if (wantsGlobal) {
    if (!scope.isSuperAdmin) throw forbidden();
    if (type.companyId !== null || part.companyId !== null) throw fieldError('type', 'global_link_needs_global_type_and_part');
    return null;
  }
  const company =
    request.parentCompanyId != null ? await bodyCompanyId(db, scope, request.parentCompanyId) : (type.companyId ?? part.companyId ?? scope.principal.companyId);
  if (type.companyId !== null && company !== type.companyId) throw fieldError('parentCompanyId', 'not_device_type_owner');
  await assertCanManage(scope, company);
  if (part.companyId !== null && !(await companyChain(db, company)).includes(part.companyId)) throw fieldError(field, 'not_available_to_company');
  return company;
}

/**
 * Associations whose viewers overlap those of an association of `company` (null: global):
 * a global one is seen by everyone; a company's one by the company, its parent's viewers and its clients.
 */
async function overlappingWhere(db: Db, company: number | null): Promise<Prisma.DeviceTypeObservationLinkWhereInput> {
  if (company === null) return {};
  const [chain, tree] = await Promise.all([companyChain(db, company), companyTreeIds(db, company)]);
  return { OR: [{ companyId: null }, { companyId: { in: [...new Set([...chain, ...tree])] } }] };
}

/**
 * Only one BAIT_COLLECT and one REFILL observation among a type's observations (spec 2,
 * section 5): refuses with 409 device_types/observation_type_taken when another observation of
 * that kind is associated with the type where the new association would be seen.
 */
export async function assertObservationTypeFree(tx: Tx, typeId: number, observation: { id: number; type: string }, linkCompany: number | null) {
  if (!isSingleType(observation.type)) return;
  const taken = await tx.deviceTypeObservationLink.findFirst({
    where: {
      AND: [
        { deviceTypeId: typeId, observationId: { not: observation.id }, observation: { type: observation.type as 'BAIT_COLLECT' | 'REFILL' } },
        await overlappingWhere(tx, linkCompany),
      ],
    },
    select: { observation: { select: { id: true, name: true } } },
  });
  if (taken)
    throw new AppError('device_types/observation_type_taken', {
      details: { deviceTypeId: typeId, type: observation.type, observationId: taken.observation.id, observationName: taken.observation.name },
    });
}

/** Creates an association inside a transaction that holds the type's lock; refuses a duplicate. */
export async function createLink<K extends PartKind>(tx: Tx, kind: K, typeId: number, part: Part, company: number | null): Promise<LinkedOf<K>> {
  // The same pair already seen where the new association would be: globally, or for the company (or its parent).
  // A global association replaces the companies' own ones of the pair (below), so only a global one is a duplicate of it.
  const sameCompany = company === null ? { companyId: null } : { OR: [{ companyId: null }, { companyId: { in: await companyChain(tx, company) } }] };
  const duplicate = { deviceTypeId: typeId, [PART_FIELD[kind]]: part.id, ...sameCompany };
  const exists =
    kind === 'action'
      ? await tx.deviceTypeActionLink.findFirst({ where: duplicate, select: { id: true } })
      : kind === 'object'
        ? await tx.deviceTypeObjectLink.findFirst({ where: duplicate, select: { id: true } })
        : await tx.deviceTypeObservationLink.findFirst({ where: duplicate, select: { id: true } });
  if (exists) throw new AppError('common/conflict', { details: { reason: 'already_assigned', [PART_FIELD[kind]]: part.id } });
  if (kind === 'observation') await assertObservationTypeFree(tx, typeId, { id: part.id, type: part.type ?? 'NEUTRAL' }, company);

  // A global association makes the companies' own associations of the same pair redundant.
  const data = { deviceTypeId: typeId, companyId: company, type: company === null ? ('GLOBAL' as const) : ('CUSTOM' as const) };
  const redundant = { deviceTypeId: typeId, [PART_FIELD[kind]]: part.id, companyId: { not: null } };
  if (kind === 'action') {
    if (company === null) await tx.deviceTypeActionLink.deleteMany({ where: redundant });
    const link = await tx.deviceTypeActionLink.create({ data: { ...data, actionId: part.id }, select: { ...LINK_SELECT, action: { select: ACTION_SELECT } } });
    return { ...toAction(link.action), link: toLink(link) } as LinkedOf<K>;
  }
  if (kind === 'object') {
    if (company === null) await tx.deviceTypeObjectLink.deleteMany({ where: redundant });
    const link = await tx.deviceTypeObjectLink.create({ data: { ...data, objectId: part.id }, select: { ...LINK_SELECT, object: { select: OBJECT_SELECT } } });
    return { ...toObject(link.object), link: toLink(link) } as LinkedOf<K>;
  }
  if (company === null) await tx.deviceTypeObservationLink.deleteMany({ where: redundant });
  const link = await tx.deviceTypeObservationLink.create({
    data: { ...data, observationId: part.id },
    select: { ...LINK_SELECT, observation: { select: OBSERVATION_SELECT } },
  });
  return { ...toObservation(link.observation), link: toLink(link) } as LinkedOf<K>;
}

/** A part the caller reads, by numeric id from a body; else a field error (never a foreign part's existence). */
async function readablePart(db: DbClient, scope: AccessScope, kind: PartKind, id: number): Promise<Part> {
  const readable = await readableCompanyIds(db, scope);
  const where = { id, ...(readable === 'all' ? {} : { OR: [{ companyId: null }, { companyId: { in: readable } }] }) };
  const part =
    kind === 'action'
      ? await db.deviceTypeAction.findFirst({ where, select: { id: true, companyId: true } })
      : kind === 'object'
        ? await db.deviceTypeObject.findFirst({ where, select: { id: true, companyId: true } })
        : await db.deviceTypeObservation.findFirst({ where, select: { id: true, companyId: true, type: true } });
  if (!part) throw fieldError(PART_FIELD[kind], `${kind}_not_found`);
  return part;
}

/** POST /device-types/{id}/{actions|objects|observations}/assign. */
export async function assignPart<K extends PartKind>(db: DbClient, scope: AccessScope, kind: K, typeKey: string, partId: number, request: AssignPartRequest) {
  const type: TypeRow = await readableType(db, scope, typeKey);
  if (!scope.isManager) throw forbidden();
  const part = await readablePart(db, scope, kind, partId);
  const company = await linkCompanyFor(db, scope, type, part, request, PART_FIELD[kind]);
  try {
    return await db.$transaction(async (tx) => {
      await lockType(tx, type.id);
      return createLink(tx, kind, type.id, part, company);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('common/conflict', { details: { reason: 'already_assigned' } });
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An association of a part with a device type as its path names it: the type's id or uuid and the link's uuid. */
export interface DeviceTypeLinkPath {
  id: string;
  assocUuid: string;
}

/**
 * DELETE /device-types/{id}/{actions|objects|observations}/{assocUuid}: removes one
 * association. A global one is the super admin's; a company's one its managers'. Records made
 * with the part stay (they name the part, not the association).
 */
export async function unassignPart(db: DbClient, scope: AccessScope, kind: PartKind, path: DeviceTypeLinkPath) {
  const type = await readableType(db, scope, path.id);
  if (!UUID.test(path.assocUuid)) throw notFound();
  const where = { uuid: path.assocUuid.toLowerCase(), deviceTypeId: type.id };
  const link =
    kind === 'action'
      ? await db.deviceTypeActionLink.findFirst({ where, select: { id: true, companyId: true } })
      : kind === 'object'
        ? await db.deviceTypeObjectLink.findFirst({ where, select: { id: true, companyId: true } })
        : await db.deviceTypeObservationLink.findFirst({ where, select: { id: true, companyId: true } });
  const readable = await readableCompanyIds(db, scope);
  if (!link || (link.companyId !== null && readable !== 'all' && !readable.includes(link.companyId))) throw notFound();
  await assertCanManage(scope, link.companyId);
  await db.$transaction(async (tx) => {
    await lockType(tx, type.id);
    if (kind === 'action') await tx.deviceTypeActionLink.delete({ where: { id: link.id } });
    else if (kind === 'object') await tx.deviceTypeObjectLink.delete({ where: { id: link.id } });
    else await tx.deviceTypeObservationLink.delete({ where: { id: link.id } });
  });
}
