// ChirpStack v4 integration events as its MQTT integration publishes them (JSON, v4.1+ form with
// every top-level default present), for the simulator, the benchmark and the tests.
import { randomUUID } from 'node:crypto';
import { encodeStatus, STATUS_PORT, type SensorStatus } from '@trapline/lora-codec/uplink';

export interface SimulatedSensor {
  devEui: string;
  applicationId: string;
  name?: string;
}

export const SIMULATED_GATEWAY = 'aa555a0000000101';

/** `{prefix}/{applicationId}/device/{devEui}/event/{event}`, DevEUI in lower case as ChirpStack writes it. */
export const eventTopic = (prefix: string, sensor: SimulatedSensor, event: string) =>
  `${prefix}/${sensor.applicationId}/device/${sensor.devEui.toLowerCase()}/event/${event}`;

const deviceInfo = (sensor: SimulatedSensor) => ({
  tenantId: '52f14cd4-c6f1-4fbd-8f87-4025e1d49242',
  tenantName: 'ChirpStack',
  applicationId: sensor.applicationId,
  applicationName: 'trapline-sensors',
  deviceProfileId: '0c5f9a2e-6b1d-4b8e-9d43-2a7d8f1e5c60',
  deviceProfileName: 'Trapline sensor',
  deviceName: sensor.name ?? sensor.devEui.toLowerCase(),
  devEui: sensor.devEui.toLowerCase(),
  deviceClassEnabled: 'CLASS_A',
  tags: {},
});

export function upEvent(
  sensor: SimulatedSensor,
  status: SensorStatus,
  options: { fCnt?: number; time?: Date; deduplicationId?: string; rssi?: number; snr?: number; gatewayId?: string } = {},
) {
  const time = options.time ?? new Date();
  return {
    deduplicationId: options.deduplicationId ?? randomUUID(),
    time: time.toISOString(),
    deviceInfo: deviceInfo(sensor),
    devAddr: sensor.devEui.slice(-8).toLowerCase(),
    adr: true,
    dr: 5,
    fCnt: options.fCnt ?? 0,
    fPort: STATUS_PORT,
    confirmed: false,
    data: Buffer.from(encodeStatus(status)).toString('base64'),
    rxInfo: [
      {
        gatewayId: options.gatewayId ?? SIMULATED_GATEWAY,
        uplinkId: Math.floor(Math.random() * 65535),
        gwTime: time.toISOString(),
        nsTime: time.toISOString(),
        rssi: options.rssi ?? -70,
        snr: options.snr ?? 9.5,
        channel: 0,
        rfChain: 0,
        context: 'AAAAAA==',
        metadata: { region_config_id: 'eu868', region_common_name: 'EU868' },
        crcStatus: 'CRC_OK',
      },
    ],
    txInfo: { frequency: 868100000, modulation: { lora: { bandwidth: 125000, spreadingFactor: 7, codeRate: 'CR_4_5' } } },
    regionConfigId: 'eu868',
  };
}

export function txAckEvent(sensor: SimulatedSensor, queueItemId: string, fCntDown: number, time = new Date()) {
  return {
    downlinkId: Math.floor(Math.random() * 2 ** 31),
    time: time.toISOString(),
    deviceInfo: deviceInfo(sensor),
    queueItemId,
    fCntDown,
    gatewayId: SIMULATED_GATEWAY,
    txInfo: {
      frequency: 869525000,
      power: 14,
      modulation: { lora: { bandwidth: 125000, spreadingFactor: 9, codeRate: 'CR_4_5', polarizationInversion: true } },
      timing: { delay: { delay: '1s' } },
      context: 'AAAAAA==',
    },
  };
}

export function ackEvent(sensor: SimulatedSensor, queueItemId: string, fCntDown: number, acknowledged = true, time = new Date()) {
  return { deduplicationId: randomUUID(), time: time.toISOString(), deviceInfo: deviceInfo(sensor), queueItemId, acknowledged, fCntDown };
}
