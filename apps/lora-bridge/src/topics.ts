// ChirpStack v4 integration topics: {prefix}/{applicationId}/device/{devEui}/event/{event}.
// The prefix is ChirpStack's event_topic setting ("application" by default).

/** The events ChirpStack v4 publishes; others are passed on as they are. */
export const CHIRPSTACK_EVENTS = ['up', 'join', 'ack', 'txack', 'log', 'status', 'location'] as const;

export interface EventTopic {
  applicationId: string;
  devEui: string;
  event: string;
}

/** The subscription filter for every event, optionally as an MQTT shared subscription. */
export function eventTopicFilter(prefix: string, sharedGroup?: string): string {
  const filter = `${prefix}/+/device/+/event/+`;
  return sharedGroup ? `$share/${sharedGroup}/${filter}` : filter;
}

/** Reads an event topic; null when the topic is not one. DevEUIs are lowercased. */
export function parseEventTopic(prefix: string, topic: string): EventTopic | null {
  if (!topic.startsWith(`${prefix}/`)) return null;
  const parts = topic.slice(prefix.length + 1).split('/');
  if (parts.length !== 5 || parts[1] !== 'device' || parts[3] !== 'event') return null;
  const [applicationId, , devEui, , event] = parts as [string, string, string, string, string];
  if (!applicationId || !/^[0-9a-fA-F]{16}$/.test(devEui) || !event) return null;
  return { applicationId, devEui: devEui.toLowerCase(), event };
}

/** ChirpStack's command topic for a downlink (`command_topic` with the same prefix as the events). */
export function commandTopic(prefix: string, applicationId: string, devEui: string): string {
  return `${prefix}/${applicationId}/device/${devEui.toLowerCase()}/command/down`;
}
