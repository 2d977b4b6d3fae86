/** A listing's photos: upload (multipart, field `images`), delete one, reorder. */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_IMAGES_PER_PROPERTY } from '../../../../domain/properties/property-image.js';
import { Id } from './common.js';

/** One photo: WebP variants by width ("320", "640", "1024"; fewer for small originals). Position 0 = cover. */
export const PropertyImageSchema = Type.Object(
  {
    id: Id,
    position: Type.Integer({ minimum: 0 }),
    width: Type.Integer(),
    height: Type.Integer(),
    /** Width → URL: plain when the listing is public, signed for its owner, admins and rider when not. */
    urls: Type.Record(Type.String(), Type.String()),
  },
  { $id: 'PropertyImage' },
);
export type PropertyImage = Static<typeof PropertyImageSchema>;

/** PUT properties/{id}/gallery/order */
export const GalleryOrderBodySchema = Type.Object({ image_ids: Type.Array(Type.String()) }, { $id: 'GalleryOrderBody' });
export type GalleryOrderBody = Static<typeof GalleryOrderBodySchema>;

/** POST properties/{id}/gallery/bulk: multipart/form-data, at most MAX_IMAGES_PER_PROPERTY files of 10 MB each. */
export const GalleryUploadBodySchema = Type.Object(
  { images: Type.Array(Type.String({ format: 'binary' }), { maxItems: MAX_IMAGES_PER_PROPERTY }) },
  { $id: 'GalleryUploadBody' },
);
