import sharp from 'sharp';

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Longest side of a stored logo: sharp enough for cards and reports, small to serve. */
const LOGO_SIZE = 512;

/**
 * A logo as stored: the chosen area (by default the centred square), oriented by its EXIF
 * data, transparency flattened onto white, at most 512 px, JPEG. A crop area outside the image
 * is clamped to it.
 */
export async function logoJpeg(input: Buffer, crop?: CropArea): Promise<Buffer> {
  const size = await imageSize(input);
  if (!size) throw new UnreadableImageError();
  const area = clampCrop(crop ?? centredSquare(size.width, size.height), size.width, size.height);
  return sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .extract({ left: area.x, top: area.y, width: area.width, height: area.height })
    .resize({ width: LOGO_SIZE, height: LOGO_SIZE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

export function centredSquare(width: number, height: number): CropArea {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), width: side, height: side };
}

export function clampCrop(area: CropArea, width: number, height: number): CropArea {
  const x = Math.min(Math.max(0, Math.round(area.x)), Math.max(0, width - 1));
  const y = Math.min(Math.max(0, Math.round(area.y)), Math.max(0, height - 1));
  return { x, y, width: Math.max(1, Math.min(Math.round(area.width), width - x)), height: Math.max(1, Math.min(Math.round(area.height), height - y)) };
}

/** Width and height of an image (after EXIF orientation), or null when it cannot be decoded. */
export async function imageSize(input: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) return null;
    const swapped = (meta.orientation ?? 1) >= 5;
    return swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** The bytes look like an image but do not decode as one. */
export class UnreadableImageError extends Error {
  constructor() {
    super('unreadable image');
    this.name = 'UnreadableImageError';
  }
}
