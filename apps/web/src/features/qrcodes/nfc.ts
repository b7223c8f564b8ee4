/**
 * Web NFC (NDEFReader: Chrome on Android, on a secure page). Where it is missing, the panel
 * offers nothing about NFC. A tag holds the same address as the device's QR label.
 */
interface NdefRecord {
  recordType: string;
  data?: DataView;
  encoding?: string;
}
interface NdefReaderLike {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  write(message: { records: Array<{ recordType: string; data: string }> }, options?: { signal?: AbortSignal }): Promise<void>;
  addEventListener(type: 'reading', listener: (event: TagReading) => void, options?: { once?: boolean }): void;
  addEventListener(type: 'readingerror', listener: () => void, options?: { once?: boolean }): void;
}
type NdefReaderClass = new () => NdefReaderLike;

const readerClass = (scope: object = globalThis): NdefReaderClass | undefined => (scope as { NDEFReader?: NdefReaderClass }).NDEFReader;

export function nfcSupported(scope: object = globalThis): boolean {
  return typeof readerClass(scope) === 'function';
}

/** The text of a tag's first URL or text record. */
export function textOfRecords(records: NdefRecord[]): string | null {
  for (const record of records) {
    if ((record.recordType === 'url' || record.recordType === 'text' || record.recordType === 'absolute-url') && record.data) {
      return new TextDecoder(record.encoding || 'utf-8').decode(record.data);
    }
  }
  return null;
}

type TagReading = { serialNumber?: string; message: { records: NdefRecord[] } };

/**
 * Holds a reader open until a tag is read (at most timeoutMs) and gives it to `use`; the reader
 * stops listening afterwards, whatever happens.
 */
async function withNextTag<T>(scope: object, timeoutMs: number, use: (tag: TagReading, reader: NdefReaderLike, signal: AbortSignal) => Promise<T>): Promise<T> {
  const Reader = readerClass(scope);
  if (!Reader) throw new Error('NFC unsupported');
  const reader = new Reader();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const held = new Promise<TagReading>((resolve, reject) => {
      reader.addEventListener('reading', resolve, { once: true });
      reader.addEventListener('readingerror', () => reject(new Error('unreadable tag')), { once: true });
      abort.signal.addEventListener('abort', () => reject(new Error('timeout')));
    });
    await reader.scan({ signal: abort.signal });
    return await use(await held, reader, abort.signal);
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

/** Waits for a tag (at most a minute) and answers the address or text it holds. */
export function readNfcTag(scope: object = globalThis, timeoutMs = 60_000): Promise<string> {
  return withNextTag(scope, timeoutMs, async (tag) => {
    const value = textOfRecords(tag.message.records);
    if (!value) throw new Error('empty tag');
    return value;
  });
}

/**
 * Writes the address to the next tag held to the phone (at most a minute) and answers the tag's
 * serial number (null where the browser does not give it): the tag is read first, as Web NFC
 * shows a tag's identity only when it is read, then written while it is held.
 */
export function writeNfcTag(url: string, scope: object = globalThis, timeoutMs = 60_000): Promise<string | null> {
  return withNextTag(scope, timeoutMs, async (tag, reader, signal) => {
    await reader.write({ records: [{ recordType: 'url', data: url }] }, { signal });
    return tag.serialNumber || null;
  });
}
