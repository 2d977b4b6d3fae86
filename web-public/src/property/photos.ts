/**
 * Photos before upload. The server keeps WebP variants at most 1024 px wide and never the original, so a
 * 6 MB phone photo is shrunk in the browser first: on slow 3G that is the difference between seconds and
 * minutes. The checks mirror the server's (JPEG / PNG / WebP, 10 MB, 20 a listing).
 */
import { t } from '../i18n/t';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 20;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Wider than the widest variant (1024) so the server's resize still has detail to work with. */
export const UPLOAD_MAX_WIDTH = 1280;
/** Below this size a photo is sent as it is (re-encoding would gain little). */
export const SHRINK_ABOVE_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;

/** Why a chosen file cannot be sent, or null. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return t('photos.wrongType');
  if (file.size > MAX_PHOTO_BYTES) return t('photos.tooLarge');
  return null;
}

/** How many more photos the listing can take. */
export function photosLeft(existing: number, queued: number): number {
  return Math.max(0, MAX_PHOTOS - existing - queued);
}

/**
 * Whether sending a photo again can work after a failed upload answered with this HTTP status (0: no answer, a
 * network failure or a stalled upload): yes for those, 408, 429 and 5xx; no for any other 4xx (a file the server
 * refuses, such as a wrong type or one too large, stays refused). Other statuses (a 2xx without the API's answer,
 * from a proxy) may pass on a second try.
 */
export function uploadRetryable(status: number): boolean {
  return status < 400 || status >= 500 || status === 408 || status === 429;
}

/** The size to re-encode a photo at, or null to send it as it is. */
export function shrinkTarget(width: number, height: number, bytes: number): { width: number; height: number } | null {
  if (width <= 0 || height <= 0) return null;
  if (width <= UPLOAD_MAX_WIDTH && bytes <= SHRINK_ABOVE_BYTES) return null;
  const scale = Math.min(1, UPLOAD_MAX_WIDTH / width);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** "2.4 MB", "730 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The photo to upload: shrunk to UPLOAD_MAX_WIDTH as JPEG when that makes it smaller, upright by its EXIF
 * orientation (the browser applies it when decoding). Anything the browser cannot do gives back the original.
 */
export async function preparePhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const target = shrinkTarget(bitmap.width, bitmap.height, file.size);
    if (!target) return file;
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    return blob && blob.size < file.size ? new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' }) : file;
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
