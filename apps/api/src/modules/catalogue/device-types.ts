import type { AssignDeviceTypesRequest, CreateDeviceTypeRequest, DeviceType, DeviceTypeListItem, UpdateDeviceTypeRequest } from '@trapline/contracts/catalogue';
import type { DbClient, Prisma } from '@trapline/db/client';
import { accessiblePlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import { assertCanManage, companyChain, isForeignKeyViolation, ownerForNew, readableCompanyIds, readableWhere, visibleCompanyId } from './access.ts';
import { assignedTypeIds, loadParts, mergeTranslations, mergeTypeSettings, toTypeListItem, TYPE_SELECT, type TypeRow } from './mappers.ts';

const ORDER = [{ name: 'asc' }, { id: 'asc' }] satisfies Prisma.DeviceTypeOrderByWithRelationInput[];

/** A device type the caller reads (global, or of its tree), by numeric id or uuid; else 404. */
export async function readableType(db: DbClient, scope: AccessScope, key: string): Promise<TypeRow> {
  const where = keyWhereOrNotFound(key);
  const type = await db.deviceType.findFirst({ where: { AND: [where, await readableWhere(db, scope)] }, select: TYPE_SELECT });
  if (!type) throw notFound();
  return type;
}

/**
 * The company context a type's parts are seen from: a company's own type shows its owner's
 * associations; a global type shows the global associations plus those of the given company
 * (by default the caller's) and its parent.
 */
export async function partsContext(db: DbClient, type: { companyId: number | null }, companyId: number): Promise<number[]> {
  return type.companyId !== null ? [type.companyId] : companyChain(db, companyId);
}

/** Device types a company's places may use: its own and its parent's, and the global types either chose. */
export const availableTypesWhere = (chain: number[]): Prisma.DeviceTypeWhereInput => ({
  OR: [{ companyId: { in: chain } }, { companyId: null, companies: { some: { companyId: { in: chain } } } }],
});

/** A type with its parts as seen from a company context (see partsContext). */
export async function withParts(db: DbClient, type: TypeRow, context: number[]): Promise<DeviceType> {
  const assigned = type.companyId !== null || (await assignedTypeIds(db, context)).has(type.id);
  const parts = (await loadParts(db, [type.id], context)).get(type.id)!;
  return { ...toTypeListItem(type, assigned), ...parts };
}

async function listFor(db: DbClient, where: Prisma.DeviceTypeWhereInput, chain: number[]): Promise<DeviceTypeListItem[]> {
  const [rows, assigned] = await Promise.all([db.deviceType.findMany({ where, select: TYPE_SELECT, orderBy: ORDER }), assignedTypeIds(db, chain)]);
  return rows.map((row) => toTypeListItem(row, row.companyId !== null || assigned.has(row.id)));
}

/**
 * GET /device-types.
 * - placeUuid: the types of a place (its company's catalogue plus the types its devices use).
 * - type=GLOBAL or parentCompanyId=ROOT: every global type, flagged `assigned` for the company in view.
 * - type=CUSTOM or parentCompanyId=ONLY_COMPANY: the companies' own types only.
 * - parentCompanyId=<company>: that company's catalogue (404 for a company of another tree).
 * - nothing: the caller's catalogue: the global types its companies chose and their own types;
 *   the super admin sees every global type.
 */
export async function listDeviceTypes(
  db: DbClient,
  scope: AccessScope,
  query: { type?: 'GLOBAL' | 'CUSTOM' | undefined; parentCompanyId?: string | undefined; placeUuid?: string | undefined },
) {
  if (query.placeUuid !== undefined) {
    const place = await accessiblePlace(db, scope, query.placeUuid);
    return placeTypes(db, place);
  }
  const special = query.parentCompanyId === 'ROOT' || query.parentCompanyId === 'ONLY_COMPANY';
  const onlyGlobal = query.type === 'GLOBAL' || query.parentCompanyId === 'ROOT';
  const onlyCustom = query.type === 'CUSTOM' || query.parentCompanyId === 'ONLY_COMPANY';
  if (onlyGlobal && onlyCustom) return [];

  if (query.parentCompanyId !== undefined && !special) {
    const chain = await companyChain(db, await visibleCompanyId(db, scope, query.parentCompanyId));
    const where: Prisma.DeviceTypeWhereInput = onlyGlobal ? { companyId: null } : onlyCustom ? { companyId: { in: chain } } : availableTypesWhere(chain);
    return listFor(db, where, chain);
  }

  const chain = await companyChain(db, scope.principal.companyId);
  const readable = await readableCompanyIds(db, scope);
  const own: Prisma.DeviceTypeWhereInput = readable === 'all' ? { companyId: { not: null } } : { companyId: { in: readable } };
  const global: Prisma.DeviceTypeWhereInput =
    onlyGlobal || scope.isSuperAdmin
      ? { companyId: null }
      : { companyId: null, companies: { some: { companyId: { in: readable === 'all' ? chain : readable } } } };
  const where = onlyGlobal ? global : onlyCustom ? own : { OR: [own, global] };
  return listFor(db, where, chain);
}

/** The types of a place: its company's catalogue, plus any type its live devices use. */
export async function placeTypes(db: DbClient, place: { id: number; companyId: number }): Promise<DeviceTypeListItem[]> {
  const chain = await companyChain(db, place.companyId);
  const where: Prisma.DeviceTypeWhereInput = { OR: [availableTypesWhere(chain), { devices: { some: { placeId: place.id, deletedAt: null } } }] };
  return listFor(db, where, chain);
}

/** GET /device-types/{id}: the type with its parts, seen from the caller's company or the one given. */
export async function getDeviceType(db: DbClient, scope: AccessScope, key: string, companyKey?: string) {
  const type = await readableType(db, scope, key);
  const companyId = companyKey === undefined ? scope.principal.companyId : await visibleCompanyId(db, scope, companyKey);
  return withParts(db, type, await partsContext(db, type, companyId));
}

export async function createDeviceType(db: DbClient, scope: AccessScope, input: CreateDeviceTypeRequest) {
  const owner = await ownerForNew(db, scope, input.parentCompanyId);
  if (input.isRadio && !scope.isSuperAdmin) throw forbidden();
  const type = await db.deviceType.create({
    data: {
      companyId: owner,
      name: input.name,
      description: input.description || null,
      measurementMethod: input.measurementMethod,
      color: input.color,
      isRadio: input.isRadio ?? false,
      settings: mergeTypeSettings({}, input.settings),
      translations: mergeTranslations({}, input.translations),
    },
    select: TYPE_SELECT,
  });
  return withParts(db, type, await partsContext(db, type, scope.principal.companyId));
}

export async function updateDeviceType(db: DbClient, scope: AccessScope, key: string, input: UpdateDeviceTypeRequest) {
  const current = await readableType(db, scope, key);
  await assertCanManage(scope, current.companyId);
  if (input.isRadio !== undefined && input.isRadio !== current.isRadio && !scope.isSuperAdmin) throw forbidden();
  const data: Prisma.DeviceTypeUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description || null;
  if (input.measurementMethod !== undefined) data.measurementMethod = input.measurementMethod;
  if (input.color !== undefined) data.color = input.color;
  if (input.isRadio !== undefined) data.isRadio = input.isRadio;
  if (input.settings !== undefined) data.settings = mergeTypeSettings(current.settings, input.settings);
  if (input.translations !== undefined) data.translations = mergeTranslations(current.translations, input.translations);
  const type = await db.deviceType.update({ where: { id: current.id }, data, select: TYPE_SELECT });
  return withParts(db, type, await partsContext(db, type, scope.principal.companyId));
}

/**
 * Deletes a type no device uses. Deleted devices count too: they keep their type for the
 * reports and recommendations that name them. The check and the delete run under a lock on
 * the type, so a device created meanwhile cannot slip in; nothing is deleted when refused.
 */
export async function deleteDeviceType(db: DbClient, scope: AccessScope, key: string) {
  const type = await readableType(db, scope, key);
  await assertCanManage(scope, type.companyId);
  try {
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM device_types WHERE id = ${type.id} FOR UPDATE`;
      const [live, deleted] = await Promise.all([
        tx.device.count({ where: { deviceTypeId: type.id, deletedAt: null } }),
        tx.device.count({ where: { deviceTypeId: type.id, deletedAt: { not: null } } }),
      ]);
      if (live + deleted > 0) throw new AppError('device_types/in_use', { details: { devices: live, deletedDevices: deleted } });
      await tx.deviceType.delete({ where: { id: type.id } });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('device_types/in_use');
    throw error;
  }
}

/**
 * PUT /companies/{id}/device-types/assign: the global types the company uses become exactly
 * `deviceTypeIds` (PUT replaces). Its clients use them too. Types its devices already use stay
 * listed for their places whatever the assignment (see placeTypes), so unassigning never
 * orphans a device.
 */
export async function assignDeviceTypes(db: DbClient, scope: AccessScope, companyKey: string, input: AssignDeviceTypesRequest) {
  const companyId = await visibleCompanyId(db, scope, companyKey);
  await assertCanManage(scope, companyId);
  const ids = [...new Set(input.deviceTypeIds)];
  const globals = await db.deviceType.findMany({ where: { id: { in: ids }, companyId: null }, select: { id: true } });
  if (globals.length !== ids.length) {
    const found = new Set(globals.map((g) => g.id));
    throw fieldError('deviceTypeIds', 'not_a_global_device_type', { deviceTypeIds: ids.filter((id) => !found.has(id)) });
  }
  await db.$transaction([
    db.companyDeviceType.deleteMany({ where: { companyId, deviceTypeId: { notIn: ids } } }),
    db.companyDeviceType.createMany({ data: ids.map((deviceTypeId) => ({ companyId, deviceTypeId })), skipDuplicates: true }),
  ]);
  const chain = await companyChain(db, companyId);
  return listFor(db, availableTypesWhere(chain), chain);
}
