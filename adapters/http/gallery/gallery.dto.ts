import { Allow } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { GalleryMessages } from '../../../application/properties/property-gallery.js';
import { MAX_IMAGES_PER_PROPERTY } from '../../../domain/properties/property-image.js';
import { SatisfiesRule } from '../dto/satisfies-rule.decorator.js';

/** POST /properties/{id}/gallery/bulk: multipart/form-data, at most MAX_IMAGES_PER_PROPERTY files of 10 MB each (read from the parsed files, not the body). */
export class GalleryUploadDto {
  @Allow() @JSONSchema({ type: 'array', items: { type: 'string', format: 'binary' }, maxItems: MAX_IMAGES_PER_PROPERTY }) images: unknown = undefined;
}

/** PUT /properties/{id}/gallery/order: every photo's id, in the new order (a list of ids here; the use case checks they are the gallery's). */
export class GalleryOrderDto {
  @JSONSchema({ type: 'array', items: { type: 'string' } })
  @SatisfiesRule((value) => (Array.isArray(value) && value.every((id) => typeof id === 'string') ? null : GalleryMessages.badOrder))
  image_ids: string[] = [];
}
