import { MAX_IMAGES_PER_PROPERTY } from '../../domain/properties/property-image.js';
import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { retryOnConflict } from '../shared/retry-on-conflict.js';
import type { ImageStorage } from './ports/image-storage.port.js';
import type { PropertyImageRepository } from './ports/property-image.repository.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import { english } from '../../domain/shared/catalogue/index.js';
import { MAX_IMAGE_BYTES } from './ports/image-processor.port.js';

/**
 * What the gallery use cases share (upload, remove, reorder a listing's photos). The first photo is the
 * cover shown on cards.
 */
export const GalleryMessages = {
  tooMany: english('GALLERY_TOO_MANY', { max: MAX_IMAGES_PER_PROPERTY }),
  tooLarge: english('GALLERY_TOO_LARGE', { max: MAX_IMAGE_BYTES / (1024 * 1024) }),
  none: english('CHOOSE_PHOTO'),
  badOrder: english('REORDER_ALL'),} as const;

/**
 * The cover is the first photo's 640 px variant (or the closest one), kept with the number of photos. The listing is read before the
 * gallery and saved with its version, so when two gallery changes race, a cover worked out from an older
 * gallery loses the save and is worked out again: the last cover written is the current gallery's.
 */
export async function refreshCover(
  properties: PropertyRepository,
  images: PropertyImageRepository,
  storage: ImageStorage,
  clock: Clock,
  propertyId: string,
): Promise<void> {
  await retryOnConflict(5, async () => {
    const property = await properties.findById(propertyId);
    if (!property) throw new PropertyNotFoundError();
    const photos = await images.listFor(propertyId);
    const first = photos[0];
    const variant = first ? [...first.variants].sort((a, b) => Math.abs(a.width - 640) - Math.abs(b.width - 640))[0] : undefined;
    property.setCover(variant ? storage.publicUrl(variant.key) : null, photos.length, clock.now());
    await properties.save(property);
  });
}
