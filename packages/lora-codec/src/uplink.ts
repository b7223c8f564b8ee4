// The Trapline sensor's uplinks, shared by the LoRa bridge, the API and the simulator (the same
// format as a ChirpStack device-profile codec: infra/chirpstack/codec/trapline-sensor.js).
// The status uplink (fPort 2), documented in docs/lora-payload.md:
//   byte 0     battery level, raw 0-254 (percent = raw / 254 * 100)
//   byte 1     bit 0: detectStatus (1 = detected); bits 1-3: detectedByAlgorithm (1, 2 PIR; 4 contact)
//   byte 2     detectionNumber (detections in the current alert)
//   bytes 3-4  detectionsCounter, unsigned big-endian
//   bytes 5-6  detectionsCounterNew, unsigned big-endian
export const STATUS_PORT = 2;
export const STATUS_LENGTH = 7;

export interface SensorStatus {
  batteryLevel: number;
  detectStatus: number;
  detectedByAlgorithm: number;
  detectionNumber: number;
  detectionsCounter: number;
  detectionsCounterNew: number;
}

export class PayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayloadError';
  }
}

export function decodeStatus(bytes: Uint8Array): SensorStatus {
  if (bytes.length < STATUS_LENGTH) throw new PayloadError(`status payload of ${bytes.length} bytes, ${STATUS_LENGTH} expected`);
  const flags = bytes[1]!;
  return {
    batteryLevel: Math.min(254, bytes[0]!),
    detectStatus: flags & 1,
    detectedByAlgorithm: (flags >> 1) & 0b111,
    detectionNumber: bytes[2]!,
    detectionsCounter: (bytes[3]! << 8) | bytes[4]!,
    detectionsCounterNew: (bytes[5]! << 8) | bytes[6]!,
  };
}

export function encodeStatus(status: SensorStatus): Uint8Array {
  const bytes = new Uint8Array(STATUS_LENGTH);
  bytes[0] = Math.max(0, Math.min(254, status.batteryLevel));
  bytes[1] = (status.detectStatus & 1) | ((status.detectedByAlgorithm & 0b111) << 1);
  bytes[2] = status.detectionNumber & 0xff;
  bytes[3] = (status.detectionsCounter >> 8) & 0xff;
  bytes[4] = status.detectionsCounter & 0xff;
  bytes[5] = (status.detectionsCounterNew >> 8) & 0xff;
  bytes[6] = status.detectionsCounterNew & 0xff;
  return bytes;
}

/** Battery percent of the raw 0-254 level, clamped to 0-100 (spec 2, section 9). */
export const batteryPercent = (raw: number) => Math.max(0, Math.min(100, Math.round((raw / 254) * 100)));

/**
 * What ChirpStack's device-profile codec makes of an uplink (its `object`): the status on fPort 2.
 * Throws PayloadError for another port or a truncated payload.
 */
export function decodeUplink(fPort: number, bytes: Uint8Array): { Status: SensorStatus } {
  if (fPort !== STATUS_PORT) throw new PayloadError(`unknown uplink fPort ${fPort}`);
  return { Status: decodeStatus(bytes) };
}
