import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import type { Clock } from '../../application/shared/ports/clock.port.js';

/** How long a signed photo link lasts: at least this long, at most twice (links are stable within a window, so browsers cache them). */
export const SIGNED_MEDIA_WINDOW_SECONDS = 60 * 60;

/** The key at the end of a stored cover URL: `…/properties/<listing id>/<photo>-640.webp`. */
const STORED_COVER_KEY = /\/(properties\/[0-9a-fA-F-]{36}\/[^/]+)$/;

/**
 * The URLs the API hands out for stored photos. A public listing's photos have plain URLs anyone may
 * fetch. Photos nobody outside may see (a draft, pending, rejected or suspended listing's, a ride report's)
 * are handed only to the people allowed to see them (owner, admins, the rider), as links signed with a key
 * derived from APP_SECRET that expire after one to two hours: a browser's <img> carries no Authorization
 * header (the public site keeps its token in a cookie, the console in localStorage), so the link itself is
 * the permission. GET /media checks it (adapters/http/gallery/media-files.ts `mediaFiles`), for local
 * and S3 storage alike: the app serves every photo, the bucket stays private.
 */
function storedCoverKey(storedUrl: string | null): string | null {
  const match = storedUrl ? STORED_COVER_KEY.exec(storedUrl.split(/[?#]/)[0]!) : null;
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

export class MediaLinks {
  private readonly key: Buffer;

  constructor(
    private readonly storage: ImageStorage,
    private readonly options: { secret: string; clock: Clock },
  ) {
    this.key = createHash('sha256').update(`media-links|${options.secret}`).digest();
  }

  /** The URL anyone may use (the photo is public, or nobody may see it and this URL will 404). */
  publicUrl(key: string): string {
    return this.storage.publicUrl(key);
  }

  /** A URL for someone entitled to see a photo that is not public. */
  signedUrl(key: string): string {
    const window = SIGNED_MEDIA_WINDOW_SECONDS;
    const expires = (Math.floor(this.options.clock.now().getTime() / 1000 / window) + 2) * window;
    return `${this.storage.publicUrl(key)}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  /** A listing photo for someone entitled to see the listing: plain when the listing is public, signed when not. */
  urlFor(key: string, listingIsPublic: boolean): string {
    return listingIsPublic ? this.publicUrl(key) : this.signedUrl(key);
  }

  /**
   * The cover stored on a listing (a plain URL written when the gallery changed), as `urlFor` would give it
   * now. The photo's key is read from the stored URL whatever it was written under (`/media`, a former CDN
   * or S3 bucket URL), so covers follow a change of MEDIA_PUBLIC_BASE_URL or storage. Other URLs are kept.
   */
  coverFor(storedUrl: string | null, listingIsPublic: boolean): string | null {
    const key = storedCoverKey(storedUrl);
    return key ? this.urlFor(key, listingIsPublic) : storedUrl;
  }

  /**
   * The cover's 320 px sibling (`<photo>-320.webp`, stored beside every 640 px variant), as `coverFor` gives the
   * cover: a signed link has its own signature, so a card cannot derive it from the cover's link. Null when the
   * stored cover is not a 640 px variant of ours.
   */
  smallCoverFor(storedUrl: string | null, listingIsPublic: boolean): string | null {
    const key = storedCoverKey(storedUrl);
    return key && key.endsWith('-640.webp') ? this.urlFor(key.replace(/-640\.webp$/, '-320.webp'), listingIsPublic) : null;
  }

  /** The cover as a visitor is shown it: always the plain URL (it works only while the listing is public). */
  plainCover(storedUrl: string | null): string | null {
    return this.coverFor(storedUrl, true);
  }

  /** True when `expires` and `signature` (query values of a link) were made for this key and have not run out. */
  verify(key: string, expires: unknown, signature: unknown): boolean {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 <= this.options.clock.now().getTime()) return false;
    const expected = Buffer.from(this.signature(key, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${key}\n${expires}`).digest('base64url');
  }
}
