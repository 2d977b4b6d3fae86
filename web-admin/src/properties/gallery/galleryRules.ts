/** Gallery rules checked before a photo is sent (the server checks again), and reordering helpers. */

export const MAX_IMAGES_PER_PROPERTY = 20;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');

/** The server's messages, word for word. */
export const WRONG_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images are allowed.';
export const FILE_TOO_LARGE_MESSAGE = 'Each photo must be at most 10 MB.';
export const TOO_MANY_MESSAGE = `A listing can have at most ${MAX_IMAGES_PER_PROPERTY} photos.`;

export interface FileInfo {
  name: string;
  type: string;
  size: number;
}

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** Why a chosen file cannot be sent, or undefined. The type is judged by MIME type or, without one, the name. */
export function fileProblem(file: FileInfo): string | undefined {
  const typeOk = file.type ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return WRONG_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return FILE_TOO_LARGE_MESSAGE;
  if (file.size === 0) return WRONG_TYPE_MESSAGE;
  return undefined;
}

/**
 * Splits a choice of files into those to send and those refused at once (with the reason),
 * keeping the chosen order and the 20-photo limit of a listing.
 */
export function triageFiles<F extends FileInfo>(files: readonly F[], existingCount: number): { send: F[]; refused: Array<{ file: F; message: string }> } {
  const send: F[] = [];
  const refused: Array<{ file: F; message: string }> = [];
  let room = Math.max(0, MAX_IMAGES_PER_PROPERTY - existingCount);
  for (const file of files) {
    const problem = fileProblem(file);
    if (problem) refused.push({ file, message: problem });
    else if (room <= 0) refused.push({ file, message: TOO_MANY_MESSAGE });
    else {
      send.push(file);
      room -= 1;
    }
  }
  return { send, refused };
}

/** A copy of `items` with the item at `from` moved to `to` (indexes clamped). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item);
  return copy;
}

/** Moves the item with `id` by `delta` places (−1 = earlier, +1 = later). */
export function moveById<T extends { id: string }>(items: readonly T[], id: string, delta: number): T[] {
  const index = items.findIndex((item) => item.id === id);
  return index < 0 ? [...items] : moveItem(items, index, index + delta);
}

export function sameOrder(a: readonly { id: string }[], b: readonly { id: string }[]): boolean {
  return a.length === b.length && a.every((item, i) => item.id === b[i].id);
}
