// The ChirpStack device-profile codec (plain JavaScript, run by ChirpStack) and this package must
// read and write the same bytes. The codec's constants are written from the package
// (scripts/chirpstack-codec.ts) and must be current; its functions and the package's run here on
// thousands of random payloads and commands, valid and not, and must give the same answer or fail
// with the same message.
import { readFileSync } from 'node:fs';
import { createContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_LIMITS,
  decodeDownlink,
  DEVICE_BITS,
  DOWNLINK_PORTS,
  encodeDownlink,
  type LoraCommand,
  RADIO_SETTING_PORTS,
  STHS_LIMITS,
} from '../src/downlink.ts';
import { decodeUplink } from '../src/uplink.ts';
import { CODEC_PATH, codecConstants, withConstants } from '../scripts/chirpstack-codec.ts';

interface ChirpStackCodec {
  decodeUplink(input: { bytes: number[]; fPort: number; recvTime: string; variables: Record<string, string> }): { data: unknown };
  encodeDownlink(input: { data: unknown; variables: Record<string, string> }): { bytes: number[]; fPort: number };
  decodeDownlink(input: { bytes: number[]; fPort: number; variables: Record<string, string> }): { data: unknown };
}

/** The codec file as ChirpStack runs it: a plain script in a fresh global scope, no modules. */
function loadCodec(): ChirpStackCodec {
  const context = createContext({});
  new Script(readFileSync(CODEC_PATH, 'utf8'), { filename: 'trapline-sensor.js' }).runInContext(context);
  return context as unknown as ChirpStackCodec;
}

/** mulberry32: a small seeded generator, so a failure can be replayed with its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

type Outcome = { ok: unknown } | { error: string };
/** Plain JSON on both sides: the codec's objects come from another realm. */
function outcome(run: () => unknown): Outcome {
  try {
    return { ok: JSON.parse(JSON.stringify(run())) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe('ChirpStack codec constants', () => {
  it('are those of the package, as scripts/chirpstack-codec.ts writes them', () => {
    const codec = readFileSync(CODEC_PATH, 'utf8');
    expect(codec, 'run pnpm --filter @trapline/lora-codec chirpstack-codec').toBe(withConstants(codec, codecConstants()));
  });
});

const SEED = Number(process.env.CODEC_SEED ?? 20261122);
const RUNS = 5000;

describe('ChirpStack codec and TypeScript codec agree', () => {
  const codec = loadCodec();
  const rng = random(SEED);

  it('on random uplinks', () => {
    let decoded = 0;
    for (let run = 0; run < RUNS; run++) {
      const fPort = rng.next() < 0.8 ? 2 : rng.int(0, 30);
      const bytes = Array.from({ length: rng.next() < 0.8 ? rng.int(7, 12) : rng.int(0, 6) }, () => rng.int(0, 255));
      const ours = outcome(() => decodeUplink(fPort, Uint8Array.from(bytes)));
      const theirs = outcome(() => codec.decodeUplink({ bytes, fPort, recvTime: new Date().toISOString(), variables: {} }).data);
      expect(theirs, `seed ${SEED} run ${run}: fPort ${fPort} bytes ${bytes}`).toEqual(ours);
      if ('ok' in ours) decoded++;
    }
    // Both sides of the comparison were exercised.
    expect(decoded).toBeGreaterThan(RUNS / 2);
    expect(decoded).toBeLessThan(RUNS);
  });

  /** A number near the limits, sometimes not an integer, sometimes not a number at all. */
  const value = (min: number, max: number): unknown => {
    const roll = rng.next();
    if (roll < 0.7) return rng.int(min, max);
    if (roll < 0.8) return rng.pick([min - 1, max + 1, min, max]);
    if (roll < 0.85) return rng.int(min, max) + 0.5;
    if (roll < 0.9) return rng.pick([undefined, null, '60', Number.NaN, Infinity]);
    return rng.int(-70000, 70000);
  };
  const fields = (limits: Record<string, { min: number; max: number }>) =>
    Object.fromEntries(Object.entries(limits).map(([field, { min, max }]) => [field, value(min, max)]));
  function command(): unknown {
    switch (rng.int(0, 8)) {
      case 0:
        return { kind: 'device', ...Object.fromEntries(DEVICE_BITS.map((field) => [field, rng.next() < 0.95 ? rng.int(0, 1) : value(0, 1)])) };
      case 1:
        return { kind: 'connection', ...fields(CONNECTION_LIMITS) };
      case 2:
        return { kind: 'sths_config', ...fields(STHS_LIMITS) };
      case 3:
        return { kind: 'clear_alert' };
      case 4:
        return { kind: 'legacy_device' };
      case 5:
        return { kind: 'legacy_healthcheck', value: rng.next() < 0.5 ? 60 : value(1, 65535) };
      case 6:
        return {
          kind: 'radio_setting',
          port: rng.next() < 0.85 ? rng.pick(RADIO_SETTING_PORTS) : rng.int(0, 30),
          value: rng.next() < 0.9 ? rng.int(0, 255).toString(16).padStart(2, '0') : rng.pick(['1', '100', 'zz', 14, '']),
        };
      case 7:
        return { kind: rng.pick(['reboot', 'DEVICE', '', 42]) };
      default:
        return rng.pick([null, {}, 'device', 7]);
    }
  }

  it('on random commands', () => {
    let encoded = 0;
    for (let run = 0; run < RUNS; run++) {
      const input = command();
      const ours = outcome(() => {
        const { fPort, bytes } = encodeDownlink(input as LoraCommand);
        return { fPort, bytes: [...bytes] };
      });
      const theirs = outcome(() => {
        const { fPort, bytes } = codec.encodeDownlink({ data: input, variables: {} });
        return { fPort, bytes: [...bytes] };
      });
      expect(theirs, `seed ${SEED} run ${run}: ${JSON.stringify(input)}`).toEqual(ours);
      if ('ok' in ours) {
        encoded++;
        // And what was encoded decodes to the same command on both sides.
        const { fPort, bytes } = ours.ok as { fPort: number; bytes: number[] };
        const back = decodeDownlink(fPort, Uint8Array.from(bytes));
        expect(JSON.parse(JSON.stringify(codec.decodeDownlink({ bytes, fPort, variables: {} }).data))).toEqual(back);
        const sent = input as LoraCommand;
        expect(back).toEqual(sent.kind === 'radio_setting' ? { ...sent, value: sent.value.toUpperCase() } : sent);
      }
    }
    expect(encoded).toBeGreaterThan(RUNS / 4);
    expect(encoded).toBeLessThan(RUNS);
  });

  it('on random downlink bytes', () => {
    const ports = [...Object.values(DOWNLINK_PORTS), ...RADIO_SETTING_PORTS, 0, 2, 3, 5, 26, 99];
    for (let run = 0; run < RUNS; run++) {
      const fPort = rng.pick(ports);
      const bytes = Array.from({ length: rng.int(0, 10) }, () => rng.int(0, 255));
      const ours = outcome(() => decodeDownlink(fPort, Uint8Array.from(bytes)));
      const theirs = outcome(() => codec.decodeDownlink({ bytes, fPort, variables: {} }).data);
      expect(theirs, `seed ${SEED} run ${run}: fPort ${fPort} bytes ${bytes}`).toEqual(ours);
    }
  });
});
