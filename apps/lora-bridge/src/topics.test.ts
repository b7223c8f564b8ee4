import { describe, expect, it } from 'vitest';
import { eventTopicFilter, parseEventTopic } from './topics.ts';

describe('ChirpStack event topics', () => {
  it('subscribes to every event under the configured prefix', () => {
    expect(eventTopicFilter('application')).toBe('application/+/device/+/event/+');
  });

  it('uses a shared subscription when a group is configured', () => {
    expect(eventTopicFilter('eu868', 'trapline')).toBe('$share/trapline/eu868/+/device/+/event/+');
  });

  it('reads the application, the DevEUI (lowercased) and the event', () => {
    expect(parseEventTopic('application', 'application/0b7f3f6e-4a1c-4c38-9d2e-3f1f2f8c1a55/device/0102A3B4C5D6E7F8/event/up')).toEqual({
      applicationId: '0b7f3f6e-4a1c-4c38-9d2e-3f1f2f8c1a55',
      devEui: '0102a3b4c5d6e7f8',
      event: 'up',
    });
  });

  it('refuses topics that are not events', () => {
    for (const topic of [
      'other/app/device/0102030405060708/event/up',
      'application/app/device/0102030405060708/command/down',
      'application/app/device/not-a-dev-eui/event/up',
      'application/app/device/0102030405060708/event/up/extra',
      'application//device/0102030405060708/event/up',
    ]) {
      expect(parseEventTopic('application', topic), topic).toBeNull();
    }
  });
});
