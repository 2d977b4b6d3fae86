import { readFile, rm } from 'node:fs/promises';
import { Type } from '@sinclair/typebox';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { MAX_IMAGE_BYTES } from '../../../application/properties/ports/image-processor.port.js';
import { RemovePropertyPhoto } from '../../../application/properties/remove-property-photo.use-case.js';
import { ReorderPropertyPhotos } from '../../../application/properties/reorder-property-photos.use-case.js';
import { ReserveUploadSlot } from '../../../application/properties/reserve-upload-slot.use-case.js';
import { UploadPropertyPhotos } from '../../../application/properties/upload-property-photos.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { PropertyNotFoundError } from '../../../domain/properties/properties.errors.js';
import { MAX_IMAGES_PER_PROPERTY, type PropertyImage } from '../../../domain/properties/property-image.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import type { User } from '../../../domain/users/user.js';
import { MediaLinks } from '../../storage/media-links.js';
import type { Resolved } from '../../typed-binding.js';
import { EnvelopeOf, PropertyImageSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { isUuid } from '../list-params.js';
import { currentUser } from '../auth-middleware.js';
import { WorkLimiter, WorkQueueFullError } from '../../images/work-limiter.js';
import { edgeErrorBody } from '../error-middleware.js';
import { imageJson } from '../properties/property.presenter.js';
import { declareRoutes } from '../shared/route.js';
import { receivedAtMost } from './receive-rate.js';
import { GalleryOrderDto, GalleryUploadDto } from './gallery.dto.js';

type UploadedFile = { filepath: string; size: number; arrival?: number };

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

/**
 * Photo batches this instance receives at once, and how many more may wait: receiving a 200 MB multipart body is
 * work on the event loop every other request shares, so past these a batch is told to come back (503,
 * Retry-After) before its body is read. Per instance on purpose: each instance guards its own event loop (the
 * per-person bound, ReserveUploadSlot, is the shared one).
 */
export const UPLOADS_RECEIVED_AT_ONCE = 2;
export const UPLOADS_WAITING = 2;
export const UPLOAD_BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * The fastest one batch is received, in bytes a second: about 50 Mbit/s, faster than a phone (4G uploads about
 * 1 MB/s) or most home lines send. A batch from a fast host (a script next to the server) is slowed to it, so the
 * two batches received at once take a bounded share of the event loop: with 12 MB/s the search's p99 during the
 * upload attack still went past twice its calm figure (docs/performance.md, "Uploads under attack").
 */
export const UPLOAD_RECEIVE_BYTES_PER_SECOND = 6 * 1024 * 1024;

/**
 * Before a batch's files are received: one of the person's upload slots (shared by every instance), then one of this
 * app's receiving places (made once per app, when its routes are mounted); past both, 429 or 503 with Retry-After.
 */
function uploadGate(reserve: ReserveUploadSlot): Middleware {
  const receiving = new WorkLimiter(UPLOADS_RECEIVED_AT_ONCE, UPLOADS_WAITING);
  return async (ctx, next) => {
    const release = await reserve.execute(currentUser(ctx));
    try {
      await receiving.run(() => next());
    } catch (error) {
      if (!(error instanceof WorkQueueFullError)) throw error;
      ctx.status = 503;
      ctx.set('Retry-After', String(UPLOAD_BUSY_RETRY_AFTER_SECONDS));
      ctx.body = edgeErrorBody('UNAVAILABLE');
    } finally {
      await release();
    }
  };
}

export const galleryNeeds = {
  getProperty: GetProperty,
  uploadPropertyPhotos: UploadPropertyPhotos,
  reserveUploadSlot: ReserveUploadSlot,
  removePropertyPhoto: RemovePropertyPhoto,
  reorderPropertyPhotos: ReorderPropertyPhotos,
  clock: Clock,
  mediaLinks: MediaLinks,
};

/** The gallery as its manager sees it (the listing is read again: the links depend on whether it is public). */
async function present(uses: Resolved<typeof galleryNeeds>, actor: User, images: PropertyImage[], listingId: string | undefined) {
  if (!listingId || images.length === 0) return [];
  const listing = await uses.getProperty.execute({ viewer: actor, propertyId: listingId });
  const isPublic = listing.isPublic(uses.clock.now());
  return images.map((i) => imageJson(i, uses.mediaLinks, isPublic));
}

const Gallery = EnvelopeOf(Type.Array(PropertyImageSchema));

/** A listing's photos: upload several, delete one, reorder. Owner or admin. */
export const galleryRoutes = declareRoutes(galleryNeeds, { tag: 'Gallery', dialect: 'envelope' }, (route) => [
  route({
    method: 'POST',
    path: '/properties/:id/gallery/bulk',
    access: 'signed-in',
    summary: 'Upload photos (multipart, field `images`)',
    body: GalleryUploadDto,
    multipart: 'only',
    // A malformed id is not found before the upload is read (its files would be written for nothing).
    // Then the upload gate (uploadGate), before any file is received.
    before: (uses) => [(ctx, next) => (isUuid(ctx.params.id!) ? next() : Promise.reject(new PropertyNotFoundError())), uploadGate(uses.reserveUploadSlot), receivedAtMost(UPLOAD_RECEIVE_BYTES_PER_SECOND, multipart)],
    notFound: () => new PropertyNotFoundError(),
    ok: [{ status: 201, schema: Gallery }],
    errors: [403, 404, 409, 429, 503],
    handle: async ({ params, actor, ctx }, uses) => {
      const raw = ctx.request.files?.images;
      const files = ((Array.isArray(raw) ? raw : raw ? [raw] : []) as UploadedFile[]).sort((a, b) => (a.arrival ?? 0) - (b.arrival ?? 0));
      try {
        // Each file stays on disk until the use case reads it, one at a time.
        const photos = files.map((f) => ({ byteLength: f.size, read: async () => new Uint8Array(await readFile(f.filepath)) }));
        const images = await uses.uploadPropertyPhotos.execute(actor, params.id!, photos);
        return envelope({ message: 'PHOTOS_UPLOADED', data: await present(uses, actor, images, params.id) });
      } finally {
        await Promise.all(files.map((f) => rm(f.filepath, { force: true })));
      }
    },
  }),
  route({
    method: 'DELETE',
    path: '/properties/gallery/:imageId',
    access: 'signed-in',
    summary: 'Remove a photo',
    notFound: () => new NotFoundError('PHOTO_NOT_FOUND'),
    ok: [{ status: 200, schema: Gallery }],
    errors: [403, 404, 409],
    handle: async ({ params, actor }, uses) => {
      const images = await uses.removePropertyPhoto.execute(actor, params.imageId!);
      return envelope({ message: 'PHOTO_REMOVED', data: await present(uses, actor, images, images[0]?.propertyId) });
    },
  }),
  route({
    method: 'PUT',
    path: '/properties/:id/gallery/order',
    access: 'signed-in',
    summary: 'Reorder the photos',
    body: GalleryOrderDto,
    notFound: () => new PropertyNotFoundError(),
    ok: [{ status: 200, schema: Gallery }],
    errors: [403, 404, 409],
    handle: async ({ params, body, actor }, uses) => {
      const images = await uses.reorderPropertyPhotos.execute(actor, params.id!, body.image_ids);
      return envelope({ message: 'PHOTOS_REORDERED', data: await present(uses, actor, images, params.id) });
    },
  }),
]);
