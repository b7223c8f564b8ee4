import { describe, expect, it } from 'vitest';
import { readConfig } from './env.ts';

describe('bridge configuration', () => {
  it('refuses a configuration without a broker', () => {
    expect(() => readConfig({ DATABASE_URL: 'postgres://x' })).toThrow(/MQTT_URL/);
    expect(() => readConfig({ MQTT_URL: 'mqtt://broker:1883' })).toThrow(/DATABASE_URL/);
  });

  it('fills in ChirpStack defaults', () => {
    expect(readConfig({ MQTT_URL: 'mqtt://broker:1883', DATABASE_URL: 'postgres://x', MQTT_SHARED_GROUP: '' })).toMatchObject({
      MQTT_TOPIC_PREFIX: 'application',
      MQTT_CLIENT_ID: 'trapline-lora-bridge',
      MQTT_SHARED_GROUP: undefined,
    });
  });
});
