import { describe, expect, it } from 'vitest';
import { decodeDownlinkCommand, decodeProtobufEvent, encodeDownlinkCommand, encodeProtobufEvent } from './protobuf.ts';

/** A protobuf field written by hand (tag, then a varint or length-delimited value): pins ChirpStack's field numbers. */
function varint(value: number): number[] {
  const bytes: number[] = [];
  while (value > 0x7f) {
    bytes.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 128);
  }
  bytes.push(value);
  return bytes;
}
const tag = (fieldNumber: number, wireType: number) => varint((fieldNumber << 3) | wireType);
const text = (fieldNumber: number, value: string) => [...tag(fieldNumber, 2), ...varint(Buffer.byteLength(value)), ...Buffer.from(value)];
const bytes = (fieldNumber: number, value: number[]) => [...tag(fieldNumber, 2), ...varint(value.length), ...value];
const number = (fieldNumber: number, value: number) => [...tag(fieldNumber, 0), ...varint(value)];
const message = (fieldNumber: number, body: number[]) => [...tag(fieldNumber, 2), ...varint(body.length), ...body];

describe("ChirpStack's Protobuf events", () => {
  it('reads an UplinkEvent written with the field numbers of integration.proto', () => {
    const payload = Uint8Array.from([
      ...text(1, '3f1e6a6c-1b51-4f25-8d2f-6a9c1c1e2d3f'),
      ...message(2, [...number(1, 1_795_400_000), ...number(2, 123_000_000)]),
      ...message(3, [...text(3, 'app-id'), ...text(7, 'trap 1'), ...text(8, '0102030405060708')]),
      ...number(7, 42),
      ...number(8, 2),
      ...bytes(10, [0xc8, 0x09, 3, 1, 2, 0, 7]),
      // rx_info: gateway_id 1, rssi 6 (int32 -70 as a ten-byte varint is long; 70 will do here).
      ...message(12, [...text(1, 'aa555a0000000101'), ...number(6, 70)]),
      // An unknown field (99) is skipped.
      ...text(99, 'ignored'),
    ]);
    expect(decodeProtobufEvent('up', payload)).toEqual({
      deduplicationId: '3f1e6a6c-1b51-4f25-8d2f-6a9c1c1e2d3f',
      time: new Date(1_795_400_000_123).toISOString(),
      deviceInfo: { applicationId: 'app-id', deviceName: 'trap 1', devEui: '0102030405060708' },
      fCnt: 42,
      fPort: 2,
      data: Buffer.from([0xc8, 0x09, 3, 1, 2, 0, 7]).toString('base64'),
      rxInfo: [{ gatewayId: 'aa555a0000000101', rssi: 70 }],
    });
  });

  it('round-trips the events the bridge reads, with enum names and maps', () => {
    const time = '2026-11-22T12:00:00.250Z';
    const deviceInfo = { applicationId: 'a', devEui: '0102030405060708', tags: { floor: '2' } };
    const events: Array<[string, Record<string, unknown>]> = [
      ['up', { deduplicationId: 'd', time, deviceInfo, fCnt: 7, fPort: 2, data: 'yAkDAQIABw==', rxInfo: [{ gatewayId: 'g', rssi: -70, snr: 9.5 }] }],
      ['status', { deduplicationId: 'd', time, deviceInfo, margin: 10, externalPowerSource: true, batteryLevel: 50.5 }],
      ['txack', { downlinkId: 5, time, deviceInfo, queueItemId: 'q', fCntDown: 3, gatewayId: 'g' }],
      ['ack', { deduplicationId: 'd', time, deviceInfo, queueItemId: 'q', acknowledged: true, fCntDown: 3 }],
      ['log', { time, deviceInfo, level: 'ERROR', code: 'EXPIRED', description: 'gone', context: { queue_item_id: 'q' } }],
    ];
    for (const [event, body] of events) expect(decodeProtobufEvent(event, encodeProtobufEvent(event, body)), event).toEqual(body);
    expect(decodeProtobufEvent('location', Uint8Array.of())).toBeNull();
    expect(() => decodeProtobufEvent('up', Uint8Array.from([0x0a, 0x50, 0x01]))).toThrow();
  });

  it('writes the DownlinkCommand ChirpStack reads (id 1, dev_eui 2, confirmed 3, f_port 4, data 5)', () => {
    const command = { id: '6c2b3d1e-0000-4000-8000-000000000001', devEui: '0102030405060708', confirmed: true, fPort: 23, data: 'AQ==' };
    const encoded = encodeDownlinkCommand(command);
    expect([...encoded]).toEqual([...text(1, command.id), ...text(2, command.devEui), ...number(3, 1), ...number(4, 23), ...bytes(5, [1])]);
    expect(decodeDownlinkCommand(encoded)).toEqual(command);
  });
});
