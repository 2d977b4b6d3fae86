import { ValidationError } from '../../../domain/shared/domain-error.js';
import { port } from '../../shared/port.js';

export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The picture a shared link unfurls with (og:image: WhatsApp, Facebook, X, Telegram): 1200 × 630 (1.91:1, the size
 * they all show whole), a JPEG, which every link-preview fetcher reads (WebP is not read by all of them).
 */
export const SHARE_CARD = { width: 1200, height: 630, contentType: 'image/jpeg' } as const;

/** A share card: SHARE_CARD's size, JPEG bytes. */
export interface ShareCard {
  width: number;
  height: number;
  body: Uint8Array;
}

export interface ProcessedImage {
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
  /** WebP, one per width in IMAGE_VARIANT_WIDTHS not above the original's width (at least one). */
  variants: Array<{ width: number; height: number; body: Uint8Array }>;
  /** The photo as a share card, cropped to fill it, when asked for (a listing's photos: any of them may become the cover). */
  shareCard?: ShareCard;
}

/**
 * A photo as it arrives: its size, and its bytes when asked for (an upload's files wait on disk, read one at a time,
 * so a batch of twenty 10 MB photos is never whole in memory); plain bytes are a photo too.
 */
export type PhotoFile = Uint8Array | { byteLength: number; read(): Promise<Uint8Array> };

/** The bytes of a PhotoFile. */
export const bytesOf = (file: PhotoFile): Promise<Uint8Array> => (file instanceof Uint8Array ? Promise.resolve(file) : file.read());

/** Turns an uploaded photo into sized WebP variants; refuses anything that is not a JPEG, PNG or WebP by its bytes. */
export interface ImageProcessor {
  /**
   * The photo's type and size from its first bytes and its header alone (nothing is decoded): refuses what `process`
   * would refuse for its type or its pixel count, cheaply, so a batch is checked whole before any photo is decoded.
   */
  inspect(bytes: Uint8Array): Promise<{ format: ProcessedImage['format']; width: number; height: number }>;
  process(bytes: Uint8Array, options?: { shareCard?: boolean }): Promise<ProcessedImage>;
  /** The share card of a photo stored before cards were made (from its largest stored variant); refuses what `process` refuses. */
  shareCard(bytes: Uint8Array): Promise<ShareCard>;
}
export const ImageProcessor = port<ImageProcessor>('ImageProcessor');

export class UnsupportedImageError extends ValidationError {
  constructor() {
    super({ images: 'PHOTO_TYPE' });
  }
}
