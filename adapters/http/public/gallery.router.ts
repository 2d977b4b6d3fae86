import { readFile, rm } from 'node:fs/promises';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import type { Container } from 'inversify';
import { MAX_IMAGE_BYTES } from '../../../application/properties/ports/image-processor.port.js';
import { ImageStorage } from '../../../application/properties/ports/image-storage.port.js';
import { PropertyGallery } from '../../../application/properties/property-gallery.use-case.js';
import { MAX_IMAGES_PER_PROPERTY, type PropertyImage } from '../../../domain/properties/property-image.js';
import { PropertyNotFoundError } from '../../../domain/properties/properties.errors.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { currentUser, type guards } from '../auth-middleware.js';
import { ok } from '../envelope.js';
import { isUuid } from '../list-params.js';

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

export function imageJson(image: PropertyImage, storage: ImageStorage) {
  return {
    id: image.id,
    position: image.position,
    width: image.width,
    height: image.height,
    urls: Object.fromEntries(image.variants.map((v) => [String(v.width), storage.publicUrl(v.key)])),
  };
}

/** A listing's photos: upload several, delete one, reorder. Owner or admin. */
export function galleryRouter(container: Container, guard: ReturnType<typeof guards>): Router {
  const router = new Router();
  const storage = () => container.get<ImageStorage>(ImageStorage);
  const propertyId = (ctx: Context) => {
    if (!isUuid(ctx.params.id!)) throw new PropertyNotFoundError();
    return ctx.params.id!;
  };

  router.post('/properties/:id/gallery/bulk', guard.requireUser(), multipart, async (ctx: Context, _next: Next) => {
    const raw = ctx.request.files?.images;
    const files = ((Array.isArray(raw) ? raw : raw ? [raw] : []) as UploadedFile[]).sort((a, b) => (a.arrival ?? 0) - (b.arrival ?? 0));
    try {
      const bytes = await Promise.all(files.map(async (f) => new Uint8Array(await readFile(f.filepath))));
      const images = await container.get(PropertyGallery).upload(currentUser(ctx), propertyId(ctx), bytes);
      ok(ctx, { message: 'Photos uploaded', data: images.map((i) => imageJson(i, storage())) }, 201);
    } finally {
      await Promise.all(files.map((f) => rm(f.filepath, { force: true })));
    }
  });

  router.delete('/properties/gallery/:imageId', guard.requireUser(), async (ctx) => {
    if (!isUuid(ctx.params.imageId!)) throw new NotFoundError('Photo not found.');
    const images = await container.get(PropertyGallery).remove(currentUser(ctx), ctx.params.imageId!);
    ok(ctx, { message: 'Photo removed', data: images.map((i) => imageJson(i, storage())) });
  });

  router.put('/properties/:id/gallery/order', guard.requireUser(), async (ctx) => {
    const body = (ctx.request.body ?? {}) as { image_ids?: unknown };
    const images = await container.get(PropertyGallery).reorder(currentUser(ctx), propertyId(ctx), body.image_ids);
    ok(ctx, { message: 'Photos reordered', data: images.map((i) => imageJson(i, storage())) });
  });

  return router;
}

/** GET /media/<key>: locally stored photos, cached for a year (keys never change content). */
export function mediaFiles(container: Container) {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/media/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    let file: Awaited<ReturnType<ImageStorage['get']>> = null;
    try {
      file = await container.get<ImageStorage>(ImageStorage).get(decodeURIComponent(ctx.path.slice('/media/'.length)));
    } catch {
      file = null;
    }
    if (!file) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.type = file.contentType;
    ctx.body = Buffer.from(file.body);
  };
}
