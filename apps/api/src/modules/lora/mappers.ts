import {
  batteryPercentOf,
  batteryVoltsOf,
  loraVersionOf,
  type LoraDevice,
  type LoraDownlink,
  type LoraGateway,
  type LoraUplink,
} from '@trapline/contracts/lora';
import { sensorStatus } from '@trapline/contracts/device-status';
import type { Prisma } from '@trapline/db/client';

/** The columns of a sensor as every LoRa answer shows it. */
export const SENSOR_SELECT = {
  id: true,
  uuid: true,
  devEui: true,
  appEui: true,
  name: true,
  description: true,
  lastUplinkAt: true,
  batteryLevel: true,
  externalPower: true,
  detectedValue: true,
  detectedAt: true,
  adminDetectedValue: true,
  adminDetectedAt: true,
  detectionsCounter: true,
  lastUplinkData: true,
  createdAt: true,
  company: { select: { uuid: true, name: true } },
  place: { select: { id: true, uuid: true, name: true, radioErrorInterval: true } },
  device: { select: { id: true, uuid: true, uniqueId: true, place: { select: { radioErrorInterval: true } } } },
} satisfies Prisma.LoraDeviceSelect;

export type SensorRow = Prisma.LoraDeviceGetPayload<{ select: typeof SENSOR_SELECT }>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The radio error interval that judges a sensor: its device's place's, else its own place's. */
export const sensorIntervalOf = (row: Pick<SensorRow, 'place' | 'device'>) => row.device?.place.radioErrorInterval || row.place?.radioErrorInterval || null;

export function toLoraDevice(row: SensorRow, now = new Date()): LoraDevice {
  return {
    id: row.id,
    uuid: row.uuid,
    devEui: row.devEui,
    appEui: row.appEui,
    version: loraVersionOf(row.appEui),
    name: row.name,
    description: row.description,
    companyUuid: row.company?.uuid ?? null,
    placeUuid: row.place?.uuid ?? null,
    deviceUuid: row.device?.uuid ?? null,
    company: row.company,
    place: row.place && { id: row.place.id, uuid: row.place.uuid, name: row.place.name },
    device: row.device && { id: row.device.id, uuid: row.device.uuid, uniqueId: row.device.uniqueId },
    lastUplinkAt: iso(row.lastUplinkAt),
    batteryLevel: row.batteryLevel,
    batteryPercent: batteryPercentOf(row.batteryLevel),
    batteryVoltage: batteryVoltsOf(row.batteryLevel),
    externalPower: row.externalPower,
    detectedValue: row.detectedValue,
    detectedAt: iso(row.detectedAt),
    adminDetectedValue: row.adminDetectedValue,
    adminDetectedAt: iso(row.adminDetectedAt),
    ...sensorStatus(row, sensorIntervalOf(row), now),
    detectionsCounter: row.detectionsCounter,
    lastUplinkData: (row.lastUplinkData as LoraDevice['lastUplinkData']) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const UPLINK_SELECT = {
  uuid: true,
  receivedAt: true,
  fCnt: true,
  fPort: true,
  rawData: true,
  rssi: true,
  snr: true,
  data: true,
} satisfies Prisma.LoraUplinkSelect;

export function toUplink(row: Prisma.LoraUplinkGetPayload<{ select: typeof UPLINK_SELECT }>): LoraUplink {
  return {
    uuid: row.uuid,
    createdAt: row.receivedAt.toISOString(),
    // 32-bit unsigned: well within a JavaScript number.
    fCnt: Number(row.fCnt),
    fPort: row.fPort,
    payload: Buffer.from(row.rawData).toString('hex').toUpperCase(),
    rssi: row.rssi,
    snr: row.snr,
    data: row.data as LoraUplink['data'],
  };
}

export const DOWNLINK_SELECT = {
  uuid: true,
  kind: true,
  fPort: true,
  data: true,
  confirmed: true,
  status: true,
  error: true,
  createdAt: true,
  publishedAt: true,
  sentAt: true,
  acknowledgedAt: true,
} satisfies Prisma.LoraDownlinkSelect;

export function toDownlink(row: Prisma.LoraDownlinkGetPayload<{ select: typeof DOWNLINK_SELECT }>): LoraDownlink {
  return {
    ...row,
    data: Buffer.from(row.data).toString('hex').toUpperCase(),
    createdAt: row.createdAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    sentAt: iso(row.sentAt),
    acknowledgedAt: iso(row.acknowledgedAt),
  };
}

export const GATEWAY_SELECT = {
  id: true,
  uuid: true,
  devEui: true,
  name: true,
  description: true,
  lastSeenAt: true,
  createdAt: true,
  company: { select: { uuid: true, name: true } },
  place: { select: { id: true, uuid: true, name: true } },
} satisfies Prisma.LoraGatewaySelect;

export function toGateway(row: Prisma.LoraGatewayGetPayload<{ select: typeof GATEWAY_SELECT }>): LoraGateway {
  return {
    id: row.id,
    uuid: row.uuid,
    devEui: row.devEui,
    name: row.name,
    description: row.description,
    companyUuid: row.company?.uuid ?? null,
    placeUuid: row.place?.uuid ?? null,
    company: row.company,
    place: row.place,
    lastUplinkAt: iso(row.lastSeenAt),
    createdAt: row.createdAt.toISOString(),
  };
}
