// The Trapline sensor's downlinks (commands), documented in docs/lora-payload.md. The API turns
// each configuration call into one of these and stores its bytes as a LoraDownlink; the bridge
// publishes them to ChirpStack. The same encoder runs as ChirpStack's device-profile codec
// (infra/chirpstack/codec/trapline-sensor.js): its constants are written from this file
// (scripts/chirpstack-codec.ts), and a property test keeps its functions in step with these.
//
// Every command has its own fPort, so no command byte is needed; numbers are unsigned big-endian.
//   device              fPort 20, 1 byte: bit 0 pir, 1 reed1, 2 reed2, 3 ext1, 4 ext2, 5 reed1Inv, 6 reed2Inv
//   connection          fPort 21, 7 bytes: u16 confirmedStatusPeriod, u16 unconfirmedStatusPeriod,
//                                          u16 failedSendRetryPeriod, u8 failedSendRetry
//   sths_config         fPort 22, 9 bytes: u8 sthsActiveAlgorithm, u16 sthsPresenceThreshold,
//                                          u16 sthsPresenceHysteresis, u16 sthsMotionThreshold,
//                                          u16 sthsMotionHysteresis
//   clear_alert         fPort 23, 1 byte 0x01
//   legacy_device       fPort 24, 1 byte 0x01 (switch an old sensor to the legacy algorithm)
//   legacy_healthcheck  fPort 25, 2 bytes: u16 value (the panel sends 60)
//   radio_setting       fPort = the setting's port (1, 4, 6-10), 1 byte: the two-digit hex value

export const DOWNLINK_PORTS = {
  device: 20,
  connection: 21,
  sths_config: 22,
  clear_alert: 23,
  legacy_device: 24,
  legacy_healthcheck: 25,
} as const;

/**
 * The place radio settings (spec 2, sections 2.7, 7 and 9): each goes to the sensors as one byte
 * (two hex digits) on its own port; the panel offers values from min to max, starting at default.
 */
export const RADIO_SETTINGS = {
  interval: { port: 1, min: 1, max: 255, default: 15 },
  power: { port: 4, min: 1, max: 14, default: 14 },
  algorithms: { port: 6, min: 0, max: 3, default: 3 },
  algorithm1SignalLength: { port: 7, min: 1, max: 255, default: 15 },
  algorithm2SignalCount: { port: 8, min: 2, max: 5, default: 2 },
  algorithm2MinTime: { port: 9, min: 1, max: 255, default: 10 },
  algorithm2MaxTime: { port: 10, min: 1, max: 255, default: 20 },
} as const satisfies Record<string, { port: number; min: number; max: number; default: number }>;

/** The ports of the place radio settings: interval 1, power 4, algorithms 6, 7-10. */
export const RADIO_SETTING_PORTS = Object.values(RADIO_SETTINGS).map((setting) => setting.port);

/** Detection settings (spec 3, section 5): each 0 (inactive) or 1 (active); a reed's Inv flag inverts it. */
export interface DeviceSettings {
  pir: number;
  reed1: number;
  reed2: number;
  ext1: number;
  ext2: number;
  reed1Inv: number;
  reed2Inv: number;
}

/** Time settings in seconds (spec 3, section 5). */
export interface ConnectionSettings {
  confirmedStatusPeriod: number;
  unconfirmedStatusPeriod: number;
  failedSendRetryPeriod: number;
  failedSendRetry: number;
}

/** Presence-sensor settings (spec 3, section 5). */
export interface SthsSettings {
  sthsActiveAlgorithm: number;
  sthsPresenceThreshold: number;
  sthsPresenceHysteresis: number;
  sthsMotionThreshold: number;
  sthsMotionHysteresis: number;
}

export type LoraCommand =
  | ({ kind: 'device' } & DeviceSettings)
  | ({ kind: 'connection' } & ConnectionSettings)
  | ({ kind: 'sths_config' } & SthsSettings)
  | { kind: 'clear_alert' }
  | { kind: 'legacy_device' }
  | { kind: 'legacy_healthcheck'; value: number }
  /** value: two hex digits, as the radio settings store it ("0E" for 14). */
  | { kind: 'radio_setting'; port: number; value: string };

export type LoraCommandKind = LoraCommand['kind'];

/** Field order of the detection-settings byte, bit 0 first. */
export const DEVICE_BITS = ['pir', 'reed1', 'reed2', 'ext1', 'ext2', 'reed1Inv', 'reed2Inv'] as const satisfies readonly (keyof DeviceSettings)[];

/**
 * Limits of each number (spec 3, section 5, for the minimums; the field's width for the
 * maximums the spec leaves open), and the defaults of spec 3, section 9.
 */
export const CONNECTION_LIMITS = {
  confirmedStatusPeriod: { min: 60, max: 65535, default: 60 },
  unconfirmedStatusPeriod: { min: 60, max: 65535, default: 60 },
  failedSendRetryPeriod: { min: 10, max: 65535, default: 60 },
  failedSendRetry: { min: 1, max: 30, default: 3 },
} as const satisfies Record<keyof ConnectionSettings, { min: number; max: number; default: number }>;

export const STHS_LIMITS = {
  sthsActiveAlgorithm: { min: 1, max: 3, default: 1 },
  sthsPresenceThreshold: { min: 100, max: 1000, default: 1000 },
  sthsPresenceHysteresis: { min: 10, max: 10000, default: 50 },
  sthsMotionThreshold: { min: 100, max: 1000, default: 1000 },
  sthsMotionHysteresis: { min: 10, max: 10000, default: 50 },
} as const satisfies Record<keyof SthsSettings, { min: number; max: number; default: number }>;

/** The health-check value the panel sends to legacy sensors (spec 2, section 9). */
export const LEGACY_HEALTHCHECK_VALUE = 60;

/** A command that cannot be encoded (a value out of range, an unknown kind or port). */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

function integer(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new CommandError(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/** Reads a field of a settings command as an integer within the field's limits. */
function within<Field extends string>(settings: Record<Field, number>, limits: Record<Field, { min: number; max: number }>) {
  return (field: Field) => integer(field, settings[field], limits[field].min, limits[field].max);
}

const u16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];

/** The fPort and bytes of a command; throws CommandError when a value is out of range. */
export function encodeDownlink(command: LoraCommand): { fPort: number; bytes: Uint8Array } {
  // Commands come from JSON too: an absent or odd kind is an error, not a crash.
  const kind = (command as { kind?: unknown } | null | undefined)?.kind;
  switch (kind) {
    case 'device': {
      const settings = command as DeviceSettings;
      let flags = 0;
      DEVICE_BITS.forEach((field, bit) => {
        flags |= integer(field, settings[field], 0, 1) << bit;
      });
      return { fPort: DOWNLINK_PORTS.device, bytes: Uint8Array.of(flags) };
    }
    case 'connection': {
      const value = within(command as ConnectionSettings, CONNECTION_LIMITS);
      return {
        fPort: DOWNLINK_PORTS.connection,
        bytes: Uint8Array.from([
          ...u16(value('confirmedStatusPeriod')),
          ...u16(value('unconfirmedStatusPeriod')),
          ...u16(value('failedSendRetryPeriod')),
          value('failedSendRetry'),
        ]),
      };
    }
    case 'sths_config': {
      const value = within(command as SthsSettings, STHS_LIMITS);
      return {
        fPort: DOWNLINK_PORTS.sths_config,
        bytes: Uint8Array.from([
          value('sthsActiveAlgorithm'),
          ...u16(value('sthsPresenceThreshold')),
          ...u16(value('sthsPresenceHysteresis')),
          ...u16(value('sthsMotionThreshold')),
          ...u16(value('sthsMotionHysteresis')),
        ]),
      };
    }
    case 'clear_alert':
      return { fPort: DOWNLINK_PORTS.clear_alert, bytes: Uint8Array.of(1) };
    case 'legacy_device':
      return { fPort: DOWNLINK_PORTS.legacy_device, bytes: Uint8Array.of(1) };
    case 'legacy_healthcheck': {
      const value = integer('value', (command as { value?: unknown }).value, 1, 65535);
      return { fPort: DOWNLINK_PORTS.legacy_healthcheck, bytes: Uint8Array.from(u16(value)) };
    }
    case 'radio_setting': {
      const { port, value } = command as { port?: unknown; value?: unknown };
      if (typeof port !== 'number' || !(RADIO_SETTING_PORTS as readonly number[]).includes(port)) {
        throw new CommandError(`port must be one of ${RADIO_SETTING_PORTS.join(', ')}`);
      }
      if (typeof value !== 'string' || !/^[0-9a-fA-F]{2}$/.test(value)) throw new CommandError('value must be two hex digits');
      return { fPort: port, bytes: Uint8Array.of(Number.parseInt(value, 16)) };
    }
    default:
      throw new CommandError(`unknown command kind ${JSON.stringify(kind)}`);
  }
}

const expectLength = (kind: string, bytes: Uint8Array, length: number) => {
  if (bytes.length !== length) throw new CommandError(`${kind} downlink of ${bytes.length} bytes, ${length} expected`);
};
const readU16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;

/**
 * The command a downlink carries: the inverse of encodeDownlink, for the simulator, the tests
 * and anyone reading a stored downlink. Throws CommandError for an unknown port or length.
 */
export function decodeDownlink(fPort: number, bytes: Uint8Array): LoraCommand {
  switch (fPort) {
    case DOWNLINK_PORTS.device: {
      expectLength('device', bytes, 1);
      const flags = bytes[0]!;
      const [pir, reed1, reed2, ext1, ext2, reed1Inv, reed2Inv] = DEVICE_BITS.map((_, bit) => (flags >> bit) & 1) as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      return { kind: 'device', pir, reed1, reed2, ext1, ext2, reed1Inv, reed2Inv };
    }
    case DOWNLINK_PORTS.connection:
      expectLength('connection', bytes, 7);
      return {
        kind: 'connection',
        confirmedStatusPeriod: readU16(bytes, 0),
        unconfirmedStatusPeriod: readU16(bytes, 2),
        failedSendRetryPeriod: readU16(bytes, 4),
        failedSendRetry: bytes[6]!,
      };
    case DOWNLINK_PORTS.sths_config:
      expectLength('sths_config', bytes, 9);
      return {
        kind: 'sths_config',
        sthsActiveAlgorithm: bytes[0]!,
        sthsPresenceThreshold: readU16(bytes, 1),
        sthsPresenceHysteresis: readU16(bytes, 3),
        sthsMotionThreshold: readU16(bytes, 5),
        sthsMotionHysteresis: readU16(bytes, 7),
      };
    case DOWNLINK_PORTS.clear_alert:
      expectLength('clear_alert', bytes, 1);
      return { kind: 'clear_alert' };
    case DOWNLINK_PORTS.legacy_device:
      expectLength('legacy_device', bytes, 1);
      return { kind: 'legacy_device' };
    case DOWNLINK_PORTS.legacy_healthcheck:
      expectLength('legacy_healthcheck', bytes, 2);
      return { kind: 'legacy_healthcheck', value: readU16(bytes, 0) };
    default:
      if (!(RADIO_SETTING_PORTS as readonly number[]).includes(fPort)) throw new CommandError(`unknown downlink fPort ${fPort}`);
      expectLength('radio_setting', bytes, 1);
      return { kind: 'radio_setting', port: fPort, value: bytes[0]!.toString(16).toUpperCase().padStart(2, '0') };
  }
}
