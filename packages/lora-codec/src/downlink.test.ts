import { describe, expect, it } from 'vitest';
import { CommandError, CONNECTION_LIMITS, decodeDownlink, DOWNLINK_PORTS, encodeDownlink, type LoraCommand, STHS_LIMITS } from './downlink.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex').toUpperCase();

describe('sensor downlinks', () => {
  it('encodes each command on its own port in the documented layout', () => {
    const cases: Array<[LoraCommand, number, string]> = [
      [{ kind: 'device', pir: 1, reed1: 0, reed2: 1, ext1: 0, ext2: 1, reed1Inv: 0, reed2Inv: 1 }, 20, '55'],
      [{ kind: 'device', pir: 0, reed1: 1, reed2: 0, ext1: 1, ext2: 0, reed1Inv: 1, reed2Inv: 0 }, 20, '2A'],
      [{ kind: 'connection', confirmedStatusPeriod: 60, unconfirmedStatusPeriod: 3600, failedSendRetryPeriod: 10, failedSendRetry: 3 }, 21, '003C0E10000A03'],
      [
        {
          kind: 'sths_config',
          sthsActiveAlgorithm: 1,
          sthsPresenceThreshold: 1000,
          sthsPresenceHysteresis: 50,
          sthsMotionThreshold: 1000,
          sthsMotionHysteresis: 10000,
        },
        22,
        '0103E8003203E82710',
      ],
      [{ kind: 'clear_alert' }, 23, '01'],
      [{ kind: 'legacy_device' }, 24, '01'],
      [{ kind: 'legacy_healthcheck', value: 60 }, 25, '003C'],
      [{ kind: 'radio_setting', port: 4, value: '0E' }, 4, '0E'],
      [{ kind: 'radio_setting', port: 1, value: 'ff' }, 1, 'FF'],
    ];
    for (const [command, fPort, bytes] of cases) {
      const encoded = encodeDownlink(command);
      expect({ fPort: encoded.fPort, bytes: hex(encoded.bytes) }, command.kind).toEqual({ fPort, bytes });
      const decoded = decodeDownlink(encoded.fPort, encoded.bytes);
      expect(decoded).toEqual(command.kind === 'radio_setting' ? { ...command, value: command.value.toUpperCase() } : command);
    }
  });

  it('takes the bounds and defaults of the specification', () => {
    const defaults = (limits: Record<string, { default: number }>) =>
      Object.fromEntries(Object.entries(limits).map(([field, limit]) => [field, limit.default]));
    expect(defaults(CONNECTION_LIMITS)).toEqual({ confirmedStatusPeriod: 60, unconfirmedStatusPeriod: 60, failedSendRetryPeriod: 60, failedSendRetry: 3 });
    expect(defaults(STHS_LIMITS)).toEqual({
      sthsActiveAlgorithm: 1,
      sthsPresenceThreshold: 1000,
      sthsPresenceHysteresis: 50,
      sthsMotionThreshold: 1000,
      sthsMotionHysteresis: 50,
    });
    const connection = { kind: 'connection', confirmedStatusPeriod: 60, unconfirmedStatusPeriod: 60, failedSendRetryPeriod: 10, failedSendRetry: 1 } as const;
    expect(() => encodeDownlink(connection)).not.toThrow();
    expect(() => encodeDownlink({ ...connection, failedSendRetry: 30 })).not.toThrow();
    expect(() => encodeDownlink({ ...connection, confirmedStatusPeriod: 59 })).toThrow(/confirmedStatusPeriod must be an integer from 60 to 65535/);
    expect(() => encodeDownlink({ ...connection, failedSendRetryPeriod: 9 })).toThrow(CommandError);
    expect(() => encodeDownlink({ ...connection, failedSendRetry: 31 })).toThrow(CommandError);
    expect(() => encodeDownlink({ ...connection, unconfirmedStatusPeriod: 65536 })).toThrow(CommandError);
    const sths = {
      kind: 'sths_config',
      sthsActiveAlgorithm: 3,
      sthsPresenceThreshold: 100,
      sthsPresenceHysteresis: 10,
      sthsMotionThreshold: 100,
      sthsMotionHysteresis: 10,
    } as const;
    expect(() => encodeDownlink(sths)).not.toThrow();
    expect(() => encodeDownlink({ ...sths, sthsActiveAlgorithm: 0 })).toThrow(CommandError);
    expect(() => encodeDownlink({ ...sths, sthsPresenceThreshold: 1001 })).toThrow(CommandError);
    expect(() => encodeDownlink({ ...sths, sthsMotionHysteresis: 10001 })).toThrow(CommandError);
    expect(() => encodeDownlink({ ...sths, sthsPresenceHysteresis: 10.5 })).toThrow(CommandError);
  });

  it('refuses what it cannot encode', () => {
    const device = { kind: 'device', pir: 1, reed1: 1, reed2: 1, ext1: 1, ext2: 1, reed1Inv: 1, reed2Inv: 1 } as const;
    expect(hex(encodeDownlink(device).bytes)).toBe('7F');
    expect(() => encodeDownlink({ ...device, pir: 2 })).toThrow(/pir must be an integer from 0 to 1/);
    expect(() => encodeDownlink({ ...device, reed2Inv: undefined } as unknown as LoraCommand)).toThrow(CommandError);
    expect(() => encodeDownlink({ kind: 'radio_setting', port: 2, value: '01' })).toThrow(/port must be one of/);
    expect(() => encodeDownlink({ kind: 'radio_setting', port: 4, value: '100' })).toThrow(/two hex digits/);
    expect(() => encodeDownlink({ kind: 'legacy_healthcheck', value: 0 })).toThrow(CommandError);
    expect(() => encodeDownlink({ kind: 'reboot' } as unknown as LoraCommand)).toThrow(/unknown command kind "reboot"/);
    expect(() => encodeDownlink(null as unknown as LoraCommand)).toThrow(CommandError);
    expect(() => decodeDownlink(DOWNLINK_PORTS.connection, Uint8Array.of(0, 60))).toThrow(/connection downlink of 2 bytes, 7 expected/);
    expect(() => decodeDownlink(2, Uint8Array.of(1))).toThrow(/unknown downlink fPort 2/);
  });
});
