import { MAX_IMAGES_PER_PROPERTY, PropertyImage, type ImageVariant } from '../../domain/properties/property-image.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { bytesOf, MAX_IMAGE_BYTES, SHARE_CARD, type ImageProcessor, type PhotoFile } from './ports/image-processor.port.js';
import type { ImageStorage } from './ports/image-storage.port.js';
import type { PropertyImageRepository } from './ports/property-image.repository.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import { loadManageable } from './property-access.js';
import { GalleryMessages, refreshCover } from './property-gallery.js';
import { shareCardKey } from './share-card.js';

/**
 * The owner or an admin adds several photos to a listing at once. Every photo's type and header is checked before
 * any photo is decoded (a wrong file anywhere in the batch costs no decoding), then each is converted, one at a time
 * (read from where it waits only when its turn comes), before anything is stored, so a bad file stores nothing. Each photo also gets its share card
 * (1200 × 630 JPEG, share-card.ts): any of them may become the cover a shared link unfurls with.
 */
export class UploadPropertyPhotos {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly images: PropertyImageRepository,
    private readonly processor: ImageProcessor,
    private readonly storage: ImageStorage,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: User, propertyId: string, files: PhotoFile[]): Promise<PropertyImage[]> {
    if (files.length === 0) throw ValidationError.field('images', GalleryMessages.none);
    if (files.some((f) => f.byteLength > MAX_IMAGE_BYTES)) throw ValidationError.field('images', GalleryMessages.tooLarge);
    const property = await loadManageable(this.properties, propertyId, actor);
    // Early answer before the slow work; checked again below, where it counts.
    const existing = await this.images.listFor(property.id);
    if (existing.length + files.length > MAX_IMAGES_PER_PROPERTY) throw ValidationError.field('images', GalleryMessages.tooMany);

    for (const file of files) await this.processor.inspect(await bytesOf(file));
    const processed = [];
    for (const file of files) processed.push(await this.processor.process(await bytesOf(file), { shareCard: true }));

    const now = this.clock.now();
    const added: PropertyImage[] = [];
    try {
      for (const image of processed) {
        const id = PropertyImage.newId();
        const variants: ImageVariant[] = [];
        added.push(PropertyImage.add({ id, propertyId: property.id, position: 0, width: image.width, height: image.height, variants }, now));
        for (const variant of image.variants) {
          const key = `properties/${property.id}/${id}-${variant.width}.webp`;
          await this.storage.put(key, variant.body, 'image/webp');
          variants.push({ width: variant.width, height: variant.height, key });
        }
        if (image.shareCard) await this.storage.put(shareCardKey({ propertyId: property.id, id }), image.shareCard.body, SHARE_CARD.contentType);
      }
      // The photos and the cover they give the listing are stored together.
      return await this.unitOfWork.run(async () => {
        const { after } = await this.images.changeGallery(property.id, (current) => {
          if (current.length + added.length > MAX_IMAGES_PER_PROPERTY) throw ValidationError.field('images', GalleryMessages.tooMany);
          return [...current, ...added];
        });
        await refreshCover(this.properties, this.images, this.storage, this.clock, property.id);
        return after;
      });
    } catch (error) {
      // Nothing of a refused batch stays behind, in the gallery or in storage.
      await this.storage.delete(added.flatMap((image) => [...image.variants.map((v) => v.key), shareCardKey(image)])).catch(() => undefined);
      throw error;
    }
  }
}
