import { describe, expect, it } from 'vitest';
import { eventTopicFilter, readConfig } from './env.ts';

describe('bridge configuration', () => {
  it('subscribes to every ChirpStack event under the configured prefix', () => {
    expect(eventTopicFilter({ MQTT_TOPIC_PREFIX: 'application', MQTT_SHARED_GROUP: undefined })).toBe('application/+/device/+/event/+');
  });

  it('uses a shared subscription when a group is configured', () => {
    expect(eventTopicFilter({ MQTT_TOPIC_PREFIX: 'eu868', MQTT_SHARED_GROUP: 'trapline' })).toBe('$share/trapline/eu868/+/device/+/event/+');
  });

  it('refuses a configuration without a broker', () => {
    expect(() => readConfig({ DATABASE_URL: 'postgresql://x' })).toThrow(/MQTT_URL/);
  });
});
