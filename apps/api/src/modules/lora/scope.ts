import type { DbClient, Prisma } from '@trapline/db/client';
import { findScopedPlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { findScopedCompany, inScope } from '../../access/scoped.ts';
import { fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';

/**
 * Which sensors and gateways a caller reaches: those in the caller's places, and those of the
 * caller's companies not yet in a place. An unrestricted super admin reaches all of them, also
 * the ones with neither company nor place (created by the bridge or before they were sold).
 */
async function loraWhere(scope: AccessScope): Promise<LoraOwnerWhere> {
  const companies = await scope.companyIds();
  if (companies === 'all') return {};
  return { OR: [{ place: await scope.placeWhere() }, { placeId: null, companyId: { in: companies } }] };
}

/** What sensors and gateways share: an optional place and an optional company. Both models' `where` accept it as it is. */
type LoraOwnerWhere = { OR?: Array<{ place: Prisma.PlaceWhereInput } | { placeId: null; companyId: { in: number[] } }> };

export const sensorWhere = (scope: AccessScope): Promise<Prisma.LoraDeviceWhereInput> => loraWhere(scope);
export const gatewayWhere = (scope: AccessScope): Promise<Prisma.LoraGatewayWhereInput> => loraWhere(scope);

/**
 * Locks a sensor's row for the rest of the transaction; 404 when it is gone. Every transaction
 * that changes a sensor and its device takes this lock first, so a command racing the sensor's
 * deletion waits for it (or finds the sensor gone) instead of deadlocking on the device row.
 */
export async function lockSensor(tx: Prisma.TransactionClient, sensorId: number) {
  const rows = await tx.$queryRaw<Array<{ id: number }>>`SELECT id FROM lora_devices WHERE id = ${sensorId} FOR UPDATE`;
  if (rows.length === 0) throw notFound();
}

/** A sensor the caller may see, by numeric id or uuid; 404 for anything else. */
export async function visibleSensor(db: DbClient, scope: AccessScope, key: string) {
  const where = keyWhereOrNotFound(key);
  const sensor = await db.loraDevice.findFirst({
    where: inScope(await sensorWhere(scope), where),
    select: {
      id: true,
      uuid: true,
      devEui: true,
      appEui: true,
      name: true,
      companyId: true,
      placeId: true,
      deviceId: true,
      detectedValue: true,
      configuration: true,
    },
  });
  if (!sensor) throw notFound();
  return sensor;
}

/** Registering sensors, and creating, changing and deleting gateways: the super admin and company admins. */
export function assertManager(scope: AccessScope): void {
  if (!scope.isManager) throw forbidden();
}

/** Changing and deleting sensors, alerts, configuration, legacy commands and unclaimed uplinks: the super admin only (spec 3, section 6). */
export function assertSuperAdmin(scope: AccessScope): void {
  if (!scope.isSuperAdmin) throw forbidden();
}

export interface Links {
  companyId: number | null;
  placeId: number | null;
  deviceId: number | null;
}

export interface LinkInput {
  companyUuid?: string | null | undefined;
  placeUuid?: string | null | undefined;
  deviceUuid?: string | null | undefined;
}

/**
 * The company, place and device a sensor or gateway is to belong to, from the request and what
 * it belongs to now. Every reference must be within the caller's reach (a field error otherwise,
 * so foreign ids are not confirmed). A device brings its place and a place its company; an
 * explicit place of another company, or an explicit device outside the place, is refused; what
 * the request leaves as it was and no longer fits is detached. Without a company, a company
 * admin's sensor belongs to the admin's company.
 */
export async function resolveLinks(db: DbClient, scope: AccessScope, input: LinkInput, current: Links, withDevice: boolean): Promise<Links> {
  const company =
    input.companyUuid === undefined
      ? { id: current.companyId, explicit: false }
      : { id: input.companyUuid === null ? null : await companyIdOf(db, scope, input.companyUuid), explicit: true };

  let device: { id: number | null; placeId: number | null; explicit: boolean } = { id: withDevice ? current.deviceId : null, placeId: null, explicit: false };
  if (withDevice && input.deviceUuid !== undefined) {
    device = input.deviceUuid === null ? { id: null, placeId: null, explicit: true } : { ...(await deviceOf(db, scope, input.deviceUuid)), explicit: true };
  } else if (device.id !== null) {
    device.placeId = (await db.device.findUniqueOrThrow({ where: { id: device.id }, select: { placeId: true } })).placeId;
  }

  let place: { id: number | null; companyId: number | null; explicit: boolean };
  if (input.placeUuid !== undefined)
    place = input.placeUuid === null ? { id: null, companyId: null, explicit: true } : { ...(await placeOf(db, scope, input.placeUuid)), explicit: true };
  else if (device.explicit && device.id !== null) place = { id: device.placeId, companyId: await placeCompany(db, device.placeId!), explicit: true };
  else place = { id: current.placeId, companyId: current.placeId === null ? null : await placeCompany(db, current.placeId), explicit: false };

  if (device.id !== null && device.placeId !== place.id) {
    if (device.explicit) throw fieldError('deviceUuid', 'device_not_in_place', { in: 'body' });
    device = { id: null, placeId: null, explicit: false };
  }

  let companyId = company.id;
  if (place.id !== null && place.companyId !== companyId) {
    if (company.explicit && company.id !== null) {
      if (place.explicit) throw fieldError('placeUuid', 'place_not_in_company', { in: 'body' });
      place = { id: null, companyId: null, explicit: false };
      device = { id: null, placeId: null, explicit: false };
    } else if (company.explicit && !place.explicit) {
      // The company was taken away: so are its place and device.
      place = { id: null, companyId: null, explicit: false };
      device = { id: null, placeId: null, explicit: false };
    } else {
      companyId = place.companyId;
    }
  }

  if (companyId === null && !scope.isSuperAdmin) companyId = scope.principal.companyId;
  return { companyId, placeId: place.id, deviceId: device.id };
}

async function companyIdOf(db: DbClient, scope: AccessScope, uuid: string) {
  const company = await findScopedCompany(db, scope, { uuid: uuid.toLowerCase() });
  if (!company) throw fieldError('companyUuid', 'company_not_found', { in: 'body', code: 'not_found' });
  return company.id;
}

async function placeOf(db: DbClient, scope: AccessScope, uuid: string) {
  const place = await findScopedPlace(db, scope, { uuid: uuid.toLowerCase() });
  if (!place) throw fieldError('placeUuid', 'place_not_found', { in: 'body', code: 'not_found' });
  return { id: place.id, companyId: place.companyId };
}

async function deviceOf(db: DbClient, scope: AccessScope, uuid: string) {
  const device = await db.device.findFirst({
    where: inScope(await scope.deviceWhere(), { uuid: uuid.toLowerCase() }),
    select: { id: true, placeId: true, deviceType: { select: { isRadio: true } } },
  });
  if (!device) throw fieldError('deviceUuid', 'device_not_found', { in: 'body', code: 'not_found' });
  if (!device.deviceType.isRadio) throw fieldError('deviceUuid', 'lora_only_for_radio_device_types', { in: 'body' });
  return { id: device.id, placeId: device.placeId };
}

const placeCompany = async (db: DbClient, placeId: number) =>
  (await db.place.findUniqueOrThrow({ where: { id: placeId }, select: { companyId: true } })).companyId;
