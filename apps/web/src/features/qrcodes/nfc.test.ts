import { describe, expect, it } from 'vitest';
import { nfcSupported, readNfcTag, textOfRecords, writeNfcTag } from './nfc.ts';

const bytes = (text: string) => new DataView(new TextEncoder().encode(text).buffer);

describe('Web NFC glue', () => {
  it('is offered only where NDEFReader exists', () => {
    expect(nfcSupported({})).toBe(false);
    expect(nfcSupported({ NDEFReader: class {} })).toBe(true);
  });

  it('reads the address of a tag\u2019s URL or text record', async () => {
    expect(textOfRecords([{ recordType: 'mime' }, { recordType: 'url', data: bytes('https://p.test/app?qr=K7QM3XPD9RTA') }])).toBe(
      'https://p.test/app?qr=K7QM3XPD9RTA',
    );
    expect(textOfRecords([{ recordType: 'empty' }])).toBeNull();
    class NDEFReader {
      listeners = new Map<string, (event: unknown) => void>();
      addEventListener(type: string, listener: (event: unknown) => void) {
        this.listeners.set(type, listener);
      }
      async scan() {
        setTimeout(() => this.listeners.get('reading')?.({ message: { records: [{ recordType: 'url', data: bytes('https://p.test/app?qr=AB') }] } }), 1);
      }
    }
    expect(await readNfcTag({ NDEFReader })).toBe('https://p.test/app?qr=AB');
  });

  it('reads the tag\u2019s serial number, then writes the address as a URL record', async () => {
    const written: unknown[] = [];
    class NDEFReader {
      listeners = new Map<string, (event: unknown) => void>();
      addEventListener(type: string, listener: (event: unknown) => void) {
        this.listeners.set(type, listener);
      }
      async scan() {
        setTimeout(() => this.listeners.get('reading')?.({ serialNumber: '04:a2:3b:11', message: { records: [] } }), 1);
      }
      async write(message: unknown) {
        written.push(message);
      }
    }
    expect(await writeNfcTag('https://p.test/app?qr=AB', { NDEFReader })).toBe('04:a2:3b:11');
    expect(written).toEqual([{ records: [{ recordType: 'url', data: 'https://p.test/app?qr=AB' }] }]);
    await expect(writeNfcTag('x', {})).rejects.toThrow();
  });

  it('gives up writing when no tag is held in time', async () => {
    class NDEFReader {
      addEventListener() {}
      async scan() {}
      async write() {
        throw new Error('not reached');
      }
    }
    await expect(writeNfcTag('https://p.test/app?qr=AB', { NDEFReader }, 20)).rejects.toThrow('timeout');
  });
});
