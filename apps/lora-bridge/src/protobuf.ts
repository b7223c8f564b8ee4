// ChirpStack's binary Protobuf form of the MQTT integration (its `json = false` setting): the
// messages of integration.proto and gw.proto, reduced to the fields the bridge reads (protobuf
// skips the others), with ChirpStack's field numbers. Events are turned into the same object as
// their proto3 JSON form (camelCase, base64 bytes, RFC 3339 times, enum names), so both forms go
// through one zod schema. The decoded `object` of a codec (a google.protobuf.Struct) is not read:
// the bridge decodes `data` itself.
import protobuf from 'protobufjs';

const field = (type: string, id: number, rule?: 'repeated') => ({ type, id, ...(rule ? { rule } : {}) });
/** A map<string, string> field (protobufjs reads keyType from the JSON descriptor). */
const stringMap = (id: number) => ({ keyType: 'string', type: 'string', id }) as protobuf.IField;

const root = protobuf.Root.fromJSON({
  nested: {
    google: { nested: { protobuf: { nested: { Timestamp: { fields: { seconds: field('int64', 1), nanos: field('int32', 2) } } } } } },
    gw: {
      nested: {
        UplinkRxInfo: { fields: { gatewayId: field('string', 1), uplinkId: field('uint32', 2), rssi: field('int32', 6), snr: field('float', 7) } },
      },
    },
    integration: {
      nested: {
        LogLevel: { values: { INFO: 0, WARNING: 1, ERROR: 2 } },
        LogCode: {
          values: {
            UNKNOWN: 0,
            DOWNLINK_PAYLOAD_SIZE: 1,
            UPLINK_CODEC: 2,
            DOWNLINK_CODEC: 3,
            OTAA: 4,
            UPLINK_F_CNT_RESET: 5,
            UPLINK_MIC: 6,
            UPLINK_F_CNT_RETRANSMISSION: 7,
            DOWNLINK_GATEWAY: 8,
            RELAY_NEW_END_DEVICE: 9,
            F_CNT_DOWN: 10,
            EXPIRED: 11,
          },
        },
        DeviceInfo: {
          fields: {
            tenantId: field('string', 1),
            tenantName: field('string', 2),
            applicationId: field('string', 3),
            applicationName: field('string', 4),
            deviceProfileId: field('string', 5),
            deviceProfileName: field('string', 6),
            deviceName: field('string', 7),
            devEui: field('string', 8),
            tags: stringMap(9),
          },
        },
        UplinkEvent: {
          fields: {
            deduplicationId: field('string', 1),
            time: field('google.protobuf.Timestamp', 2),
            deviceInfo: field('DeviceInfo', 3),
            devAddr: field('string', 4),
            adr: field('bool', 5),
            dr: field('uint32', 6),
            fCnt: field('uint32', 7),
            fPort: field('uint32', 8),
            confirmed: field('bool', 9),
            data: field('bytes', 10),
            rxInfo: field('gw.UplinkRxInfo', 12, 'repeated'),
            regionConfigId: field('string', 16),
          },
        },
        JoinEvent: {
          fields: {
            deduplicationId: field('string', 1),
            time: field('google.protobuf.Timestamp', 2),
            deviceInfo: field('DeviceInfo', 3),
            devAddr: field('string', 4),
          },
        },
        AckEvent: {
          fields: {
            deduplicationId: field('string', 1),
            time: field('google.protobuf.Timestamp', 2),
            deviceInfo: field('DeviceInfo', 3),
            queueItemId: field('string', 4),
            acknowledged: field('bool', 5),
            fCntDown: field('uint32', 6),
          },
        },
        TxAckEvent: {
          fields: {
            downlinkId: field('uint32', 1),
            time: field('google.protobuf.Timestamp', 2),
            deviceInfo: field('DeviceInfo', 3),
            queueItemId: field('string', 4),
            fCntDown: field('uint32', 5),
            gatewayId: field('string', 6),
          },
        },
        LogEvent: {
          fields: {
            time: field('google.protobuf.Timestamp', 1),
            deviceInfo: field('DeviceInfo', 2),
            level: field('LogLevel', 3),
            code: field('LogCode', 4),
            description: field('string', 5),
            context: stringMap(6),
          },
        },
        StatusEvent: {
          fields: {
            deduplicationId: field('string', 1),
            time: field('google.protobuf.Timestamp', 2),
            deviceInfo: field('DeviceInfo', 3),
            margin: field('int32', 5),
            externalPowerSource: field('bool', 6),
            batteryLevelUnavailable: field('bool', 7),
            batteryLevel: field('float', 8),
          },
        },
        DownlinkCommand: {
          fields: {
            id: field('string', 1),
            devEui: field('string', 2),
            confirmed: field('bool', 3),
            fPort: field('uint32', 4),
            data: field('bytes', 5),
            expiresAt: field('google.protobuf.Timestamp', 7),
          },
        },
      },
    },
  },
});

/** The message type of each event ChirpStack publishes and the bridge reads. */
export const EVENT_TYPES: Record<string, protobuf.Type> = {
  up: root.lookupType('integration.UplinkEvent'),
  join: root.lookupType('integration.JoinEvent'),
  ack: root.lookupType('integration.AckEvent'),
  txack: root.lookupType('integration.TxAckEvent'),
  log: root.lookupType('integration.LogEvent'),
  status: root.lookupType('integration.StatusEvent'),
};
const DOWNLINK_COMMAND = root.lookupType('integration.DownlinkCommand');

/** Timestamps (seconds and nanos) as RFC 3339, as ChirpStack's JSON writes them. */
function withTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withTimes);
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    if (key === 'time' && item && typeof item === 'object' && 'seconds' in item) {
      const { seconds, nanos } = item as { seconds: number; nanos?: number };
      out[key] = new Date(seconds * 1000 + Math.floor((nanos ?? 0) / 1e6)).toISOString();
    } else out[key] = withTimes(item);
  }
  return out;
}

/**
 * A binary event as the object its JSON form would be; null for an event the bridge does not
 * read. Throws on bytes that are not the message (the caller counts a bad message).
 */
export function decodeProtobufEvent(event: string, payload: Uint8Array): unknown {
  const type = EVENT_TYPES[event];
  if (!type) return null;
  const message = type.decode(payload);
  return withTimes(type.toObject(message, { enums: String, longs: Number, bytes: String, defaults: false }));
}

/** Encodes an event object in JSON form (times as RFC 3339) to ChirpStack's binary form. */
export function encodeProtobufEvent(event: string, body: Record<string, unknown>): Uint8Array {
  const type = EVENT_TYPES[event];
  if (!type) throw new Error(`no Protobuf message for the ${event} event`);
  const withSeconds = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withSeconds);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => {
        if (key === 'time' && typeof item === 'string') {
          const ms = new Date(item).getTime();
          return [key, { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 }];
        }
        return [key, withSeconds(item)];
      }),
    );
  };
  return type.encode(type.fromObject(withSeconds(body) as Record<string, unknown>)).finish();
}

type DownlinkCommand = { id: string; devEui: string; confirmed: boolean; fPort: number; data: string; expiresAt?: string };

/** ChirpStack's DownlinkCommand in binary form. */
export function encodeDownlinkCommand(command: DownlinkCommand): Uint8Array {
  const { expiresAt, ...rest } = command;
  const ms = expiresAt === undefined ? undefined : new Date(expiresAt).getTime();
  return DOWNLINK_COMMAND.encode(
    DOWNLINK_COMMAND.fromObject({ ...rest, ...(ms === undefined ? {} : { expiresAt: { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 } }) }),
  ).finish();
}

export function decodeDownlinkCommand(payload: Uint8Array): DownlinkCommand {
  const { expiresAt, ...rest } = DOWNLINK_COMMAND.toObject(DOWNLINK_COMMAND.decode(payload), { bytes: String, longs: Number, defaults: true }) as Omit<
    DownlinkCommand,
    'expiresAt'
  > & { expiresAt?: { seconds: number; nanos?: number } | null };
  return { ...rest, ...(expiresAt ? { expiresAt: new Date(expiresAt.seconds * 1000 + Math.floor((expiresAt.nanos ?? 0) / 1e6)).toISOString() } : {}) };
}
