import { ValidationError } from '../../../domain/shared/domain-error.js';
import { port } from '../../shared/port.js';

export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface ProcessedImage {
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
  /** WebP, one per width in IMAGE_VARIANT_WIDTHS not above the original's width (at least one). */
  variants: Array<{ width: number; height: number; body: Uint8Array }>;
}

/** Turns an uploaded photo into sized WebP variants; refuses anything that is not a JPEG, PNG or WebP by its bytes. */
export interface ImageProcessor {
  process(bytes: Uint8Array): Promise<ProcessedImage>;
}
export const ImageProcessor = port<ImageProcessor>('ImageProcessor');

export class UnsupportedImageError extends ValidationError {
  constructor() {
    super({ images: 'Only JPEG, PNG or WebP images are allowed.' });
  }
}
