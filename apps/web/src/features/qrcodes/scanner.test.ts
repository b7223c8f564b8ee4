import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { qrCodeOfText } from '@trapline/contracts/qrcodes';
import { cameraAvailable, cameraProblemOf, createDecoder, decodePixels } from './scanner.ts';

const blank = (size: number) => ({ data: new Uint8ClampedArray(size * size * 4).fill(255), width: size, height: size, colorSpace: 'srgb' }) as ImageData;

describe('the QR scanner glue', () => {
  it('uses the browser\u2019s BarcodeDetector when it reads QR codes', async () => {
    const seen: unknown[] = [];
    class BarcodeDetector {
      static getSupportedFormats = async () => ['ean_13', 'qr_code'];
      constructor(options: { formats: string[] }) {
        seen.push(options.formats);
      }
      detect = async () => [{ rawValue: 'https://panel.example.test/app?qr=K7QM3XPD9RTA' }];
    }
    const decode = await createDecoder({ BarcodeDetector });
    expect(await decode({ video: {} as CanvasImageSource, pixels: () => null })).toBe('https://panel.example.test/app?qr=K7QM3XPD9RTA');
    expect(seen).toEqual([['qr_code']]);
  });

  it('falls back to jsQR without a detector, or with one that cannot read QR codes', async () => {
    class BarcodeDetector {
      static getSupportedFormats = async () => ['ean_13'];
      detect = async () => [{ rawValue: 'never' }];
    }
    for (const scope of [{}, { BarcodeDetector }]) {
      const decode = await createDecoder(scope);
      expect(await decode({ video: {} as CanvasImageSource, pixels: () => blank(64) })).toBeNull();
    }
    expect(decodePixels(jsQR, null)).toBeNull();
  });

  it('turns what was read into a code: the label\u2019s address or the printed code, nothing else', () => {
    expect(qrCodeOfText('https://panel.example.test/app?qr=K7QM3XPD9RTA')).toBe('K7QM3XPD9RTA');
    expect(qrCodeOfText('k7qm-3xpd-9rta')).toBe('K7QM3XPD9RTA');
    expect(qrCodeOfText('https://shop.example.test/product/42')).toBeNull();
    expect(qrCodeOfText('HELLO WORLD!')).toBeNull();
    expect(qrCodeOfText('http://[bad')).toBeNull();
  });

  it('says why the camera cannot be used', () => {
    expect(cameraProblemOf(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe('denied');
    expect(cameraProblemOf(Object.assign(new Error('x'), { name: 'NotFoundError' }))).toBe('noCamera');
    expect(cameraProblemOf(new TypeError('no'))).toBe('unsupported');
    expect(cameraProblemOf('odd')).toBe('failed');
    expect(cameraAvailable({})).toBe(false);
    expect(cameraAvailable({ mediaDevices: { getUserMedia: async () => ({}) } } as unknown as Navigator)).toBe(true);
  });
});
