import type JsQrFunction from 'jsqr';

/** Reads the text of a QR code in one frame of the camera; null when none is seen. */
export type FrameDecoder = (frame: { video: CanvasImageSource; pixels: () => ImageData | null }) => Promise<string | null>;

interface DetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector when it reads QR codes (fast, often native), else jsQR on
 * the frame's pixels. `scope` is the global object (tests pass their own).
 */
export async function createDecoder(scope: { BarcodeDetector?: unknown } = globalThis as { BarcodeDetector?: unknown }): Promise<FrameDecoder> {
  const Detector = scope.BarcodeDetector as DetectorClass | undefined;
  if (Detector) {
    try {
      const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
      if (formats.includes('qr_code')) {
        const detector = new Detector({ formats: ['qr_code'] });
        return async ({ video }) => (await detector.detect(video))[0]?.rawValue ?? null;
      }
    } catch {
      // Fall through to jsQR.
    }
  }
  // jsQR (about 45 KB) loads only when the browser has no detector of its own.
  const { default: jsQR } = await import('jsqr');
  return async ({ pixels }) => decodePixels(jsQR, pixels());
}

type JsQr = typeof JsQrFunction;

/** jsQR on one frame's pixels. */
export function decodePixels(jsQR: JsQr, image: ImageData | null): string | null {
  if (!image || image.width === 0 || image.height === 0) return null;
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

export type CameraProblem = 'unsupported' | 'denied' | 'noCamera' | 'failed';

/** Why the camera could not be opened, as a key of qrcodes.scan.problem.* */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError' || name === 'NotReadableError') return 'noCamera';
  if (name === 'TypeError' || name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

/** The camera can be asked for at all (a secure page in a browser with getUserMedia). */
export function cameraAvailable(nav: Partial<Navigator> | undefined = globalThis.navigator): boolean {
  return typeof nav?.mediaDevices?.getUserMedia === 'function';
}
