import { z } from 'zod';

/** The bridge's configuration: read from the environment here and nowhere else. */
const ZEnv = z.object({
  MQTT_URL: z.string().min(1),
  DATABASE_URL: z.string().min(1),
  MQTT_TOPIC_PREFIX: z.string().min(1).default('application'),
  /** Stable id of the persistent MQTT session; one per bridge replica. */
  MQTT_CLIENT_ID: z.string().min(1).default('trapline-lora-bridge'),
  /** Name of an MQTT shared-subscription group, so several bridges split the events. */
  MQTT_SHARED_GROUP: z.string().optional(),
  /** ChirpStack application of sensors that have not sent an uplink yet (otherwise learned from their uplinks). */
  CHIRPSTACK_APPLICATION_ID: z.string().optional(),
  /** A downlink not settled within this time is FAILED (24 h: a sensor reports at least every 18 h). */
  LORA_DOWNLINK_TIMEOUT_MINUTES: z.coerce.number().int().min(1).default(1440),
  /** Unclaimed uplinks (DevEUIs that are no sensor) older than this are forgotten; 0 keeps them. */
  LORA_UNCLAIMED_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Uplink batches written at the same time, each by its own database connection. */
  LORA_INGEST_LANES: z.coerce.number().int().min(1).max(8).default(2),
  /** Most uplinks written by one batch (under load, bigger batches cost the database less per uplink). */
  LORA_INGEST_BATCH: z.coerce.number().int().min(1).max(20_000).default(5000),
  /** Milliseconds a trickle of uplinks is gathered before it is written (fewer statements for a little latency). */
  LORA_INGEST_LINGER_MS: z.coerce.number().int().min(0).max(1000).default(5),
  /** ChirpStack's `json` setting of its MQTT integration: `json` (true, its default) or `protobuf` (false). */
  MQTT_EVENT_ENCODING: z.enum(['json', 'protobuf']).default('json'),
  /** The panel's public address, for the links in notification e-mails; without it they carry none. */
  PUBLIC_WEB_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type BridgeConfig = z.infer<typeof ZEnv>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): BridgeConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid LoRa bridge configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return {
    ...parsed.data,
    MQTT_SHARED_GROUP: parsed.data.MQTT_SHARED_GROUP || undefined,
    CHIRPSTACK_APPLICATION_ID: parsed.data.CHIRPSTACK_APPLICATION_ID || undefined,
    PUBLIC_WEB_URL: parsed.data.PUBLIC_WEB_URL || undefined,
  };
}
