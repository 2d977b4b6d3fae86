import { MAX_IMAGES_PER_PROPERTY, PropertyImage, type ImageVariant } from '../../domain/properties/property-image.js';
import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import { ConcurrentModificationError, NotFoundError, ValidationError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { loadManageable } from './property-access.js';
import { MAX_IMAGE_BYTES, type ImageProcessor } from './ports/image-processor.port.js';
import type { ImageStorage } from './ports/image-storage.port.js';
import type { PropertyImageRepository } from './ports/property-image.repository.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';

export const GalleryMessages = {
  tooMany: `A listing can have at most ${MAX_IMAGES_PER_PROPERTY} photos.`,
  tooLarge: 'Each photo must be at most 10 MB.',
  none: 'Choose at least one photo.',
  badOrder: 'Send every photo of the listing exactly once, in the new order.',
} as const;

/**
 * A listing's photos (owner or admin): upload several at once, remove one, reorder. Every photo of a
 * batch is checked and converted before anything is stored, so a bad file stores nothing. The first
 * photo is the cover shown on cards.
 */
export class PropertyGallery {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly images: PropertyImageRepository,
    private readonly processor: ImageProcessor,
    private readonly storage: ImageStorage,
    private readonly clock: Clock,
  ) {}

  list(propertyId: string): Promise<PropertyImage[]> {
    return this.images.listFor(propertyId);
  }

  async upload(actor: User, propertyId: string, files: Uint8Array[]): Promise<PropertyImage[]> {
    if (files.length === 0) throw ValidationError.field('images', GalleryMessages.none);
    if (files.some((f) => f.byteLength > MAX_IMAGE_BYTES)) throw ValidationError.field('images', GalleryMessages.tooLarge);
    const property = await loadManageable(this.properties, propertyId, actor);
    // Early answer before the slow work; checked again below, where it counts.
    const existing = await this.images.listFor(property.id);
    if (existing.length + files.length > MAX_IMAGES_PER_PROPERTY) throw ValidationError.field('images', GalleryMessages.tooMany);

    const processed = [];
    for (const file of files) processed.push(await this.processor.process(file));

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
      }
      const { after } = await this.images.changeGallery(property.id, (current) => {
        if (current.length + added.length > MAX_IMAGES_PER_PROPERTY) throw ValidationError.field('images', GalleryMessages.tooMany);
        return [...current, ...added];
      });
      await this.refreshCover(property.id);
      return after;
    } catch (error) {
      // Nothing of a refused batch stays behind, in the gallery or in storage.
      await this.storage.delete(added.flatMap((image) => image.variants.map((v) => v.key))).catch(() => undefined);
      throw error;
    }
  }

  async remove(actor: User, imageId: string): Promise<PropertyImage[]> {
    const image = await this.images.findById(imageId);
    if (!image) throw new NotFoundError('Photo not found.');
    await loadManageable(this.properties, image.propertyId, actor);
    const { before, after } = await this.images.changeGallery(image.propertyId, (current) => {
      if (!current.some((img) => img.id === image.id)) throw new NotFoundError('Photo not found.');
      return current.filter((img) => img.id !== image.id);
    });
    const gone = before.find((img) => img.id === image.id)!;
    await this.storage.delete(gone.variants.map((v) => v.key));
    await this.refreshCover(image.propertyId);
    return after;
  }

  async reorder(actor: User, propertyId: string, imageIds: unknown): Promise<PropertyImage[]> {
    const property = await loadManageable(this.properties, propertyId, actor);
    const { after } = await this.images.changeGallery(property.id, (current) => {
      const ids = Array.isArray(imageIds) ? imageIds : [];
      const byId = new Map(current.map((img) => [img.id, img]));
      if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => typeof id === 'string' && byId.has(id))) {
        throw ValidationError.field('image_ids', GalleryMessages.badOrder);
      }
      return (ids as string[]).map((id) => byId.get(id)!);
    });
    await this.refreshCover(property.id);
    return after;
  }

  /**
   * The cover is the first photo's 640 px variant (or the closest one). The listing is read before the
   * gallery and saved with its version, so when two gallery changes race, a cover worked out from an older
   * gallery loses the save and is worked out again: the last cover written is the current gallery's.
   */
  private async refreshCover(propertyId: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const property = await this.properties.findById(propertyId);
      if (!property) throw new PropertyNotFoundError();
      const [first] = await this.images.listFor(propertyId);
      const variant = first ? [...first.variants].sort((a, b) => Math.abs(a.width - 640) - Math.abs(b.width - 640))[0] : undefined;
      property.setCover(variant ? this.storage.publicUrl(variant.key) : null, this.clock.now());
      try {
        await this.properties.save(property);
        return;
      } catch (error) {
        if (!(error instanceof ConcurrentModificationError) || attempt >= 5) throw error;
      }
    }
  }
}
