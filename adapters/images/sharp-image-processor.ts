import sharp from 'sharp';
import { ValidationError } from '../../domain/shared/domain-error.js';
import {
  IMAGE_VARIANT_WIDTHS,
  SHARE_CARD,
  UnsupportedImageError,
  type ImageProcessor,
  type ProcessedImage,
  type ShareCard,
} from '../../application/properties/ports/image-processor.port.js';
import { WorkLimiter } from './work-limiter.js';
import { english } from '../../domain/shared/catalogue/index.js';

/**
 * The largest photo taken, in pixels: the full-resolution mode of 48 and 50 MP phone cameras (8064 × 6048,
 * 8160 × 6120) still fits; their default 12 MP (4032 × 3024) and a 24 MP camera (6000 × 4000) fit easily.
 * Photos are shown at most 1024 px wide, so more pixels only cost memory. A baseline JPEG this size decodes
 * in about 15 MB (libjpeg shrinks while it reads); the header is read first, so a bigger one costs nothing.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Progressive JPEGs and interlaced PNGs cannot be read row by row: the whole image is unpacked in memory
 * (a 143 KB interlaced 7000 × 7000 PNG is 150 MB of pixels). Cameras write baseline JPEGs; a 12 MP phone
 * photo re-saved as progressive still fits under 16 MP (64 MB at 8 bits and 4 channels, twice that at 16 bits).
 */
export const MAX_PROGRESSIVE_PIXELS = 16_000_000;
/** Photos decoded at once in this process when the configuration says nothing (IMAGE_PROCESSING_CONCURRENCY). */
export const DEFAULT_IMAGE_PROCESSING_CONCURRENCY = 2;
const WEBP_QUALITY = 75;
/** The share card's JPEG qualities, tried in turn until the card fits SHARE_CARD_MAX_BYTES (a busy photo needs the lower ones). */
const SHARE_CARD_QUALITIES = [80, 70, 60, 50, 40] as const;
/**
 * WhatsApp shows no picture for an og:image much over 300 kB (it fetches only so much of it); a 1200 × 630 photo
 * at quality 80 is usually 60-150 kB.
 */
export const SHARE_CARD_MAX_BYTES = 300_000;

export const PhotoSizeMessages = {
  tooManyPixels: english('PHOTO_MEGAPIXELS', { max: MAX_INPUT_PIXELS / 1_000_000 }),
  progressiveTooLarge: english('PROGRESSIVE_MEGAPIXELS', { max: MAX_PROGRESSIVE_PIXELS / 1_000_000 }),} as const;

/** A photo whose header promises more pixels than the server decodes (400, on the `images` field). */
export class ImageTooLargeError extends ValidationError {
  constructor(message: string) {
    super({ images: message });
  }
}

/** The format by its first bytes (magic numbers); a file name or a claimed content type never counts. */
export function sniffImageFormat(bytes: Uint8Array): ProcessedImage['format'] | null {
  const startsWith = (signature: number[], at = 0) => bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'webp';
  return null;
}

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, double: 8 };

/**
 * sharp (libvips): turns the photo upright by its EXIF orientation, drops all metadata (sharp keeps none
 * unless asked), and writes WebP at the variant widths up to the original's width. Anything sharp cannot
 * decode in full (truncated, corrupt) is refused like a wrong type.
 *
 * Memory is bounded three ways: the header's dimensions are checked before any decoding (MAX_INPUT_PIXELS,
 * MAX_PROGRESSIVE_PIXELS, and sharp's own `limitInputPixels` behind them); the original is decoded once, read
 * sequentially and shrunk to the largest variant, which the smaller variants are made from (a listing photo's
 * share card, wider than that, from a second sequential read of the original); and at most
 * `concurrency` photos are decoded at once in the process, the rest wait in line.
 */
export class SharpImageProcessor implements ImageProcessor {
  private readonly limiter: WorkLimiter;

  constructor(options: { concurrency?: number } = {}) {
    this.limiter = new WorkLimiter(options.concurrency ?? DEFAULT_IMAGE_PROCESSING_CONCURRENCY);
    // One libvips worker thread per photo (the limiter gives parallelism), and no operation cache: every
    // upload is new, so the cache would only hold memory.
    sharp.concurrency(1);
    sharp.cache(false);
  }

  /** The photo's header, checked before anything is decoded (format by its bytes, pixel limits). */
  private async checkedHeader(bytes: Uint8Array): Promise<{ format: ProcessedImage['format']; header: sharp.Metadata }> {
    const format = sniffImageFormat(bytes);
    if (!format) throw new UnsupportedImageError();
    const header = await sharp(bytes).metadata().catch(() => {
      throw new UnsupportedImageError();
    });
    if (!header.width || !header.height || header.format !== format) throw new UnsupportedImageError();
    const pixels = header.width * header.height;
    if (pixels > MAX_INPUT_PIXELS) throw new ImageTooLargeError(PhotoSizeMessages.tooManyPixels);
    if (header.isProgressive && pixels * (BYTES_PER_SAMPLE[header.depth ?? 'uchar'] ?? 1) > MAX_PROGRESSIVE_PIXELS) {
      throw new ImageTooLargeError(PhotoSizeMessages.progressiveTooLarge);
    }
    return { format, header };
  }

  async inspect(bytes: Uint8Array): Promise<{ format: ProcessedImage['format']; width: number; height: number }> {
    const { format, header } = await this.checkedHeader(bytes);
    return { format, width: header.autoOrient.width, height: header.autoOrient.height };
  }

  async process(bytes: Uint8Array, options: { shareCard?: boolean } = {}): Promise<ProcessedImage> {
    const { format, header } = await this.checkedHeader(bytes);
    const upright = header.autoOrient;
    const fitting = IMAGE_VARIANT_WIDTHS.filter((w) => w <= upright.width);
    const widths: number[] = fitting.length > 0 ? fitting : [upright.width];

    return this.limiter.run(async () => {
      try {
        // Decoded once: upright, shrunk to the largest variant, as raw pixels (small: at most 1024 px wide).
        const largest = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
          .rotate()
          .resize({ width: widths[widths.length - 1] })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
        const variants = [];
        for (const width of widths) {
          const pipeline = sharp(largest.data, { raw });
          if (width !== raw.width) pipeline.resize({ width });
          const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
          variants.push({ width: info.width, height: info.height, body: new Uint8Array(data) });
        }
        // From the original (decoded a second time, as sequentially): the card is wider than the largest variant.
        const shareCard = options.shareCard ? await encodeShareCard(sharp(bytes, decoding)) : undefined;
        return { format, width: upright.width, height: upright.height, variants, ...(shareCard ? { shareCard } : {}) };
      } catch {
        throw new UnsupportedImageError();
      }
    });
  }

  async shareCard(bytes: Uint8Array): Promise<ShareCard> {
    await this.checkedHeader(bytes);
    return this.limiter.run(async () => {
      try {
        return await encodeShareCard(sharp(bytes, decoding));
      } catch {
        throw new UnsupportedImageError();
      }
    });
  }
}

/** How every photo is read: refused when damaged, at most MAX_INPUT_PIXELS, row by row. */
const decoding = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true } as const;

/**
 * The photo, upright, scaled to cover SHARE_CARD and cropped around its centre (the middle of a room: what
 * the owner pointed the camera at), on white where it was transparent, as a baseline JPEG (every preview
 * fetcher reads it) of at most SHARE_CARD_MAX_BYTES: decoded once, encoded again at a lower quality if needed.
 * A smaller photo is enlarged: the card is always the size the page's og:image:width and height say.
 */
async function encodeShareCard(photo: sharp.Sharp): Promise<ShareCard> {
  const { data, info } = await photo
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: SHARE_CARD.width, height: SHARE_CARD.height, fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  let body = new Uint8Array(0);
  for (const quality of SHARE_CARD_QUALITIES) {
    body = new Uint8Array(await sharp(data, { raw }).jpeg({ quality, progressive: false }).toBuffer());
    if (body.byteLength <= SHARE_CARD_MAX_BYTES) break;
  }
  return { width: info.width, height: info.height, body };
}
