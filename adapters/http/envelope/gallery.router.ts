import { readFile, rm } from 'node:fs/promises';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { MAX_IMAGE_BYTES } from '../../../application/properties/ports/image-processor.port.js';
import { RemovePropertyPhoto } from '../../../application/properties/remove-property-photo.use-case.js';
import { ReorderPropertyPhotos } from '../../../application/properties/reorder-property-photos.use-case.js';
import { UploadPropertyPhotos } from '../../../application/properties/upload-property-photos.use-case.js';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { PrepareShareCard } from '../../../application/properties/prepare-share-card.use-case.js';
import { parseShareCardKey } from '../../../application/properties/share-card.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { WorkLimiter, WorkQueueFullError } from '../../images/work-limiter.js';
import { MediaLinks } from '../../storage/media-links.js';
import { isSafeKey, MediaSource } from '../../storage/media-source.js';
import { MAX_IMAGES_PER_PROPERTY, type PropertyImage } from '../../../domain/properties/property-image.js';
import { PropertyNotFoundError } from '../../../domain/properties/properties.errors.js';
import { NotFoundError, ValidationError } from '../../../domain/shared/domain-error.js';
import { currentUser, type guards } from '../auth-middleware.js';
import { ok } from '../envelope.js';
import { isUuid } from '../list-params.js';
import { imageJson } from '../presenters.js';
import type { Resolved } from '../../typed-binding.js';

type UploadedFile = { filepath: string; arrival?: number };

/** Parts are numbered as they begin in the stream: files finish writing in any order, the gallery keeps the sender's. */
let arrivals = 0;

/** multipart/form-data, field `images`: at most 20 files of 10 MB each; formidable stops a bigger one (413). */
const multipart = koaBody({
  multipart: true,
  formidable: {
    maxFileSize: MAX_IMAGE_BYTES,
    maxTotalFileSize: MAX_IMAGE_BYTES * MAX_IMAGES_PER_PROPERTY,
    maxFiles: MAX_IMAGES_PER_PROPERTY,
    maxFields: 10,
    onFileBegin: (_name: string, file: object) => {
      (file as UploadedFile).arrival = arrivals++;
    },
  },
  onError: (error: Error, ctx: Context) => {
    const status = (error as { httpCode?: number }).httpCode === 413 || /maxFileSize|maxTotalFileSize/.test(error.message) ? 413 : 400;
    ctx.throw(status, error.message);
  },
});

export const galleryNeeds = {
  getProperty: GetProperty,
  uploadPropertyPhotos: UploadPropertyPhotos,
  removePropertyPhoto: RemovePropertyPhoto,
  reorderPropertyPhotos: ReorderPropertyPhotos,
  clock: Clock,
  mediaLinks: MediaLinks,
};

/** A listing's photos: upload several, delete one, reorder. Owner or admin. */
export function galleryRouter(uses: Resolved<typeof galleryNeeds>, guard: ReturnType<typeof guards>): Router {
  const router = new Router();
  const propertyId = (ctx: Context) => {
    if (!isUuid(ctx.params.id!)) throw new PropertyNotFoundError();
    return ctx.params.id!;
  };
  /** The gallery as its manager sees it (the listing is read again: the links depend on whether it is public). */
  const present = async (ctx: Context, images: PropertyImage[], listingId: string | undefined) => {
    if (!listingId || images.length === 0) return [];
    const listing = await uses.getProperty.execute({ viewer: currentUser(ctx), propertyId: listingId });
    const isPublic = listing.isPublic(uses.clock.now());
    return images.map((i) => imageJson(i, uses.mediaLinks, isPublic));
  };

  router.post('/properties/:id/gallery/bulk', guard.requireUser(), multipart, async (ctx: Context, _next: Next) => {
    const raw = ctx.request.files?.images;
    const files = ((Array.isArray(raw) ? raw : raw ? [raw] : []) as UploadedFile[]).sort((a, b) => (a.arrival ?? 0) - (b.arrival ?? 0));
    try {
      const bytes = await Promise.all(files.map(async (f) => new Uint8Array(await readFile(f.filepath))));
      const images = await uses.uploadPropertyPhotos.execute(currentUser(ctx), propertyId(ctx), bytes);
      ok(ctx, { message: 'PHOTOS_UPLOADED', data: await present(ctx, images, propertyId(ctx)) }, 201);
    } finally {
      await Promise.all(files.map((f) => rm(f.filepath, { force: true })));
    }
  });

  router.delete('/properties/gallery/:imageId', guard.requireUser(), async (ctx) => {
    if (!isUuid(ctx.params.imageId!)) throw new NotFoundError('Photo not found.');
    const images = await uses.removePropertyPhoto.execute(currentUser(ctx), ctx.params.imageId!);
    ok(ctx, { message: 'PHOTO_REMOVED', data: await present(ctx, images, images[0]?.propertyId) });
  });

  router.put('/properties/:id/gallery/order', guard.requireUser(), async (ctx) => {
    const body = (ctx.request.body ?? {}) as { image_ids?: unknown };
    const images = await uses.reorderPropertyPhotos.execute(currentUser(ctx), propertyId(ctx), body.image_ids);
    ok(ctx, { message: 'PHOTOS_REORDERED', data: await present(ctx, images, propertyId(ctx)) });
  });

  return router;
}

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
