import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, UnsupportedImageError, type ImageProcessor, type ProcessedImage } from '../../application/properties/ports/image-processor.port.js';

/** The format by its first bytes (magic numbers); a file name or a claimed content type never counts. */
export function sniffImageFormat(bytes: Uint8Array): ProcessedImage['format'] | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * sharp (libvips): honours EXIF orientation, strips metadata, writes WebP at ~75 quality in the
 * variant widths up to the original's width. Refuses what it cannot decode (truncated, corrupt).
 */
export class SharpImageProcessor implements ImageProcessor {
  async process(bytes: Uint8Array): Promise<ProcessedImage> {
    const format = sniffImageFormat(bytes);
    if (!format) throw new UnsupportedImageError();
    try {
      const base = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
      const { info } = await base.clone().toBuffer({ resolveWithObject: true });
      const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w <= info.width);
      const targets = widths.length > 0 ? widths : [info.width];
      const variants = await Promise.all(
        targets.map(async (width) => {
          const out = await base.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer({ resolveWithObject: true });
          return { width: out.info.width, height: out.info.height, body: new Uint8Array(out.data) };
        }),
      );
      return { format, width: info.width, height: info.height, variants };
    } catch {
      throw new UnsupportedImageError();
    }
  }
}
