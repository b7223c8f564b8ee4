// A device as the lists show it (DeviceListItem): the columns read, through Prisma or as the
// list statements' rows, and how either becomes the item. The devices screens and the plans
// (which answer the devices they place) share it.
import type { DeviceListItem } from '@trapline/contracts/devices';
import type { Prisma } from '@trapline/db/client';
import type { PlaceRef } from '../../access/place.ts';
import type { DeviceListRow } from './repository.ts';
import { deviceStatus } from '@trapline/contracts/device-status';

export const DEVICE_LIST_SELECT = {
  id: true,
  uuid: true,
  uniqueId: true,
  name: true,
  description: true,
  location: true,
  zoneId: true,
  zone: { select: { id: true, name: true } },
  deviceTypeId: true,
  deviceType: { select: { id: true, name: true, color: true, isRadio: true } },
  detect: true,
  lastSignalAt: true,
  mapId: true,
  mapX: true,
  mapY: true,
} satisfies Prisma.DeviceSelect;

export type DeviceListSelected = Prisma.DeviceGetPayload<{ select: typeof DEVICE_LIST_SELECT }>;

export function toDeviceListItem(row: DeviceListSelected, place: PlaceRef, now: Date): DeviceListItem {
  return {
    ...row,
    placeUuid: place.uuid,
    lastSignalAt: row.lastSignalAt?.toISOString() ?? null,
    ...deviceStatus({ detect: row.detect, lastSignalAt: row.lastSignalAt, isRadio: row.deviceType.isRadio }, place.radioErrorInterval, now, place.radioHealth),
  };
}

/** The same item from a row of the list statements (devices list, a plan's devices). */
export function fromDeviceListRow(row: DeviceListRow, place: PlaceRef, now: Date): DeviceListItem {
  const lastSignalAt = row.lastSignalMs === null ? null : new Date(row.lastSignalMs);
  return {
    id: row.id,
    uuid: row.uuid,
    placeUuid: place.uuid,
    uniqueId: row.uniqueId,
    name: row.name,
    description: row.description,
    location: row.location,
    zoneId: row.zoneId,
    zone: row.zoneId === null ? null : { id: row.zoneId, name: row.zoneName ?? '' },
    deviceTypeId: row.deviceTypeId,
    deviceType: { id: row.deviceTypeId, name: row.typeName, color: row.color, isRadio: row.isRadio },
    detect: row.detect,
    lastSignalAt: lastSignalAt?.toISOString() ?? null,
    ...deviceStatus({ detect: row.detect, lastSignalAt, isRadio: row.isRadio }, place.radioErrorInterval, now, place.radioHealth),
    mapId: row.mapId,
    mapX: row.mapX,
    mapY: row.mapY,
  };
}
