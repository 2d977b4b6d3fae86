import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, UnsupportedImageError, type ImageProcessor, type ProcessedImage } from '../../application/properties/ports/image-processor.port.js';

/** Larger images are refused before decoding: a small file can still unpack into gigabytes of pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 75;

/** The format by its first bytes (magic numbers); a file name or a claimed content type never counts. */
export function sniffImageFormat(bytes: Uint8Array): ProcessedImage['format'] | null {
  const startsWith = (signature: number[], at = 0) => bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * sharp (libvips): turns the photo upright by its EXIF orientation, drops all metadata (sharp keeps none
 * unless asked), and writes WebP at the variant widths up to the original's width. Anything sharp cannot
 * decode in full (truncated, corrupt) is refused like a wrong type.
 */
export class SharpImageProcessor implements ImageProcessor {
  async process(bytes: Uint8Array): Promise<ProcessedImage> {
    const format = sniffImageFormat(bytes);
    if (!format) throw new UnsupportedImageError();
    try {
      const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const { autoOrient } = await upright.metadata();
      const fitting = IMAGE_VARIANT_WIDTHS.filter((w) => w <= autoOrient.width);
      const widths = fitting.length > 0 ? fitting : [autoOrient.width];
      const variants = await Promise.all(
        widths.map(async (width) => {
          const { data, info } = await upright.clone().resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
          return { width: info.width, height: info.height, body: new Uint8Array(data) };
        }),
      );
      return { format, width: autoOrient.width, height: autoOrient.height, variants };
    } catch {
      throw new UnsupportedImageError();
    }
  }
}
