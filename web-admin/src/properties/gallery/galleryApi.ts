/**
 * Calls of a listing's gallery (docs/contexts/gallery.md), outside the simple-rest dialect:
 * POST /properties/{id}/gallery/bulk (multipart, field `images`), DELETE /properties/gallery/{imageId},
 * PUT /properties/{id}/gallery/order `{ image_ids }`. Every answer holds the whole gallery in order.
 */
import { fieldErrorsOf, messageOf, type ApiEnvelope, type FetchLike } from '../../apiClient';
import { API_BASE_URL, GENERIC_ERROR_MESSAGE } from '../../config';
import type { PropertyImage } from '../types';

export interface GalleryDeps {
  token?: string | null;
  fetchImpl?: FetchLike;
  baseUrl?: string;
}

export type GalleryResult =
  | { ok: true; status: number; images: PropertyImage[]; message: string }
  | { ok: false; status: number; message: string };

/** Messages for answers that carry none of their own. */
export const TOO_LARGE_MESSAGE = 'Each photo must be at most 10 MB.';
export const NETWORK_MESSAGE = 'Could not reach the server. Check the connection and try again.';

async function call(path: string, init: RequestInit, { token, fetchImpl = (i, o) => fetch(i, o), baseUrl = API_BASE_URL }: GalleryDeps): Promise<GalleryResult> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${path}`, { ...init, headers });
  } catch {
    return { ok: false, status: 0, message: NETWORK_MESSAGE };
  }
  let body: ApiEnvelope<unknown> | null = null;
  try {
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    body = parsed && typeof parsed === 'object' ? (parsed as ApiEnvelope<unknown>) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const fieldErrors = fieldErrorsOf(body);
    const fallback = response.status === 413 ? TOO_LARGE_MESSAGE : GENERIC_ERROR_MESSAGE;
    const fieldMessage = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
    return { ok: false, status: response.status, message: messageOf(body, fieldMessage ?? fallback) };
  }
  const data = body?.data;
  return {
    ok: true,
    status: response.status,
    images: Array.isArray(data) ? sortImages(data as PropertyImage[]) : [],
    message: messageOf(body, ''),
  };
}

/** Gallery order: by position, the server's order for ties. */
export function sortImages(images: readonly PropertyImage[]): PropertyImage[] {
  return images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => (a.image.position ?? a.index) - (b.image.position ?? b.index) || a.index - b.index)
    .map(({ image }) => image);
}

export function uploadImages(propertyId: string, files: readonly Blob[], deps: GalleryDeps = {}): Promise<GalleryResult> {
  const form = new FormData();
  for (const file of files) form.append('images', file, (file as File).name ?? 'photo');
  return call(`/properties/${encodeURIComponent(propertyId)}/gallery/bulk`, { method: 'POST', body: form }, deps);
}

export function deleteImage(imageId: string, deps: GalleryDeps = {}): Promise<GalleryResult> {
  return call(`/properties/gallery/${encodeURIComponent(imageId)}`, { method: 'DELETE' }, deps);
}

export function reorderImages(propertyId: string, imageIds: readonly string[], deps: GalleryDeps = {}): Promise<GalleryResult> {
  return call(
    `/properties/${encodeURIComponent(propertyId)}/gallery/order`,
    { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ image_ids: imageIds }) },
    deps,
  );
}
