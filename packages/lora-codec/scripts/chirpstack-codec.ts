// The ChirpStack device-profile codec (infra/chirpstack/codec/trapline-sensor.js) is pasted into
// ChirpStack as one plain script, so it cannot import this package. Its constants (ports, status
// length, detection bits, the limits and widths of the numbers) are written into it from this
// package: change them in src/, then run
//   pnpm --filter @trapline/lora-codec chirpstack-codec
// and a test fails while the file's constants are not the package's. Its functions are written by
// hand; test/chirpstack-codec.test.ts runs them against the package's.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONNECTION_LIMITS, DEVICE_BITS, DOWNLINK_PORTS, RADIO_SETTING_PORTS, STHS_LIMITS } from '../src/downlink.ts';
import { STATUS_LENGTH, STATUS_PORT } from '../src/uplink.ts';

export const CODEC_PATH = new URL('../../../infra/chirpstack/codec/trapline-sensor.js', import.meta.url);

const BEGIN = '// Constants of packages/lora-codec, written by `pnpm --filter @trapline/lora-codec chirpstack-codec`: change them there.';
const END = '// End of the package constants.';

/** A value as JavaScript source, on one line. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'object' && value !== null) {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item)}`)
      .join(', ')} }`;
  }
  return String(value);
}

/** Rows of a table, one a line. */
const table = (rows: unknown[]) => `[\n${rows.map((row) => `  ${literal(row)},`).join('\n')}\n]`;

/**
 * The numbers of a settings command as the codec reads them, in the order they are sent: name,
 * minimum, maximum and width in bytes (two where the maximum needs them, as the encoder's u16).
 */
const fields = (limits: Record<string, { min: number; max: number }>) =>
  Object.entries(limits).map(([field, { min, max }]) => [field, min, max, max > 0xff ? 2 : 1]);

/** The codec's block of constants, between its markers. */
export function codecConstants(): string {
  return [
    BEGIN,
    `var STATUS_PORT = ${STATUS_PORT};`,
    `var STATUS_LENGTH = ${STATUS_LENGTH};`,
    `var DOWNLINK_PORTS = ${literal(DOWNLINK_PORTS)};`,
    `var RADIO_SETTING_PORTS = ${literal(RADIO_SETTING_PORTS)};`,
    `var DEVICE_BITS = ${literal(DEVICE_BITS)};`,
    `var CONNECTION_FIELDS = ${table(fields(CONNECTION_LIMITS))};`,
    `var STHS_FIELDS = ${table(fields(STHS_LIMITS))};`,
    END,
  ].join('\n');
}

/** The codec's text with its block of constants replaced by `constants`. */
export function withConstants(codec: string, constants: string): string {
  const begin = codec.indexOf(BEGIN);
  const end = codec.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${fileURLToPath(CODEC_PATH)}: the markers of the constants are missing`);
  return codec.slice(0, begin) + constants + codec.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const codec = readFileSync(CODEC_PATH, 'utf8');
  const next = withConstants(codec, codecConstants());
  if (next === codec) console.log('trapline-sensor.js: constants already current');
  else {
    writeFileSync(CODEC_PATH, next);
    console.log('trapline-sensor.js: constants written');
  }
}
