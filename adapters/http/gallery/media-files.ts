import type { Context, Next } from 'koa';
import { PrepareShareCard } from '../../../application/properties/prepare-share-card.use-case.js';
import { parseShareCardKey } from '../../../application/properties/share-card.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { WorkLimiter, WorkQueueFullError } from '../../images/work-limiter.js';
import { MediaLinks } from '../../storage/media-links.js';
import { isSafeKey, MediaSource } from '../../storage/media-source.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import { isUuid } from '../list-params.js';
import type { Resolved } from '../../typed-binding.js';

/** `properties/<listing id>/<photo>.webp`: a listing photo, public exactly when its listing is. */
const LISTING_PHOTO = /^properties\/([^/]+)\//;
const PUBLIC_PHOTO_CACHE = 'public, max-age=86400';

/**
 * Share cards made on a fetch (PrepareShareCard): one at a time, at most LAZY_CARDS_WAITING more waiting; past that
 * the fetch is told to come back (503, Retry-After). So a crawler asking for every old cover at once never holds
 * more than one photo in memory or more than one of the image slots uploads use, and never makes uploads wait
 * behind its batch. A card that could not be made of its photo (a variant sharp cannot read) is not tried again
 * for UNREADABLE_FOR_MS (at most UNREADABLE_REMEMBERED of them remembered).
 */
export const LAZY_CARDS_WAITING = 8;
export const LAZY_CARD_RETRY_AFTER_SECONDS = 10;
const UNREADABLE_FOR_MS = 3_600_000;
const UNREADABLE_REMEMBERED = 1000;

/**
 * GET /media/<key>: every stored photo, from local disk or the private S3 bucket (MediaSource), streamed.
 * A public listing's photos are anyone's, cached for a day (a listing taken down stops being served within
 * that); only these answers may be cached by a CDN in front of /media. Everything else (a draft, pending,
 * rejected, suspended, rented or archived listing's photos, ride report photos) needs a signed link, which
 * the API hands only to those entitled to see it (MediaLinks); without one the photo does not exist (404),
 * like the listing itself. A store that cannot be reached is a 503 with Retry-After; one that answers an error is a logged 500; never a 404.
 */
export const mediaFilesNeeds = { clock: Clock, properties: PropertyRepository, mediaLinks: MediaLinks, mediaSource: MediaSource, prepareShareCard: PrepareShareCard };

export function mediaFiles(uses: Resolved<typeof mediaFilesNeeds>) {
  /** Share cards being made, by key: previews fetching the same new link at once wait for one card. */
  const making = new Map<string, Promise<boolean>>();
  const lazyCards = new WorkLimiter(1, LAZY_CARDS_WAITING);
  /** Cards whose photo sharp could not read, by key: until when they are not tried again. */
  const unreadable = new Map<string, number>();
  /**
   * A public listing's cover whose share card is not stored yet (a photo from before cards were made): made now,
   * from the photo's largest variant (PrepareShareCard), then served. A photo the card cannot be made of, or that
   * is not the cover, is a 404; a full line of cards being made, WorkQueueFullError.
   */
  const makeShareCard = async (key: string): Promise<boolean> => {
    const names = parseShareCardKey(key);
    if (!names) return false;
    const now = uses.clock.now().getTime();
    if ((unreadable.get(key) ?? 0) > now) return false;
    let made = making.get(key);
    if (!made) {
      made = lazyCards.run(() => uses.prepareShareCard.execute(names)).finally(() => making.delete(key));
      making.set(key, made);
    }
    try {
      return await made;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      // A stored variant sharp cannot read: not fetched and decoded again on every request.
      unreadable.delete(key);
      unreadable.set(key, now + UNREADABLE_FOR_MS);
      if (unreadable.size > UNREADABLE_REMEMBERED) unreadable.delete(unreadable.keys().next().value!);
      return false;
    }
  };

  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/media/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const notFound = () => {
      ctx.status = 404;
      ctx.body = 'Not found';
    };
    let key: string;
    try {
      key = decodeURIComponent(ctx.path.slice('/media/'.length));
    } catch {
      return notFound();
    }
    if (!isSafeKey(key)) return notFound();
    const listingId = LISTING_PHOTO.exec(key)?.[1];
    const now = uses.clock.now();
    const isPublic = listingId && isUuid(listingId) ? ((await uses.properties.findById(listingId))?.isPublic(now) ?? false) : false;
    if (!isPublic && !uses.mediaLinks.verify(key, ctx.query.expires, ctx.query.signature)) return notFound();
    let file = await uses.mediaSource.open(key);
    if (!file && isPublic) {
      try {
        if (await makeShareCard(key)) file = await uses.mediaSource.open(key);
      } catch (error) {
        if (!(error instanceof WorkQueueFullError)) throw error;
        ctx.status = 503;
        ctx.set('Retry-After', String(LAZY_CARD_RETRY_AFTER_SECONDS));
        ctx.body = 'Busy: try again shortly';
        return;
      }
    }
    if (!file) return notFound();
    // A signed link is one person's: kept in their browser only, until it runs out.
    ctx.set('Cache-Control', isPublic ? PUBLIC_PHOTO_CACHE : `private, max-age=${Math.max(0, Number(ctx.query.expires) - Math.floor(now.getTime() / 1000))}`);
    // Pages may show it from another origin: the site when a CDN serves /media (MEDIA_PUBLIC_BASE_URL), the console.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.type = file.contentType;
    ctx.body = file.body;
    if (file.size !== null) ctx.length = file.size;
  };
}
