import { z } from 'zod';

/** The bridge's configuration: read from the environment here and nowhere else. */
const ZEnv = z.object({
  DATABASE_URL: z.string().min(1),
  MQTT_URL: z.string().min(1),
  MQTT_TOPIC_PREFIX: z.string().default('application'),
  MQTT_CLIENT_ID: z.string().default('trapline-lora-bridge'),
  /** Name of an MQTT shared-subscription group, so several bridges split the events. */
  MQTT_SHARED_GROUP: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type BridgeConfig = z.infer<typeof ZEnv>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): BridgeConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid LoRa bridge configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** ChirpStack's event topic filter: application/{applicationId}/device/{devEui}/event/{event}. */
export function eventTopicFilter(config: Pick<BridgeConfig, 'MQTT_TOPIC_PREFIX' | 'MQTT_SHARED_GROUP'>): string {
  const topic = `${config.MQTT_TOPIC_PREFIX}/+/device/+/event/+`;
  return config.MQTT_SHARED_GROUP ? `$share/${config.MQTT_SHARED_GROUP}/${topic}` : topic;
}
