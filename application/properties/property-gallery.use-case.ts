import { MAX_IMAGES_PER_PROPERTY, PropertyImage, type ImageVariant } from '../../domain/properties/property-image.js';
import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import { NotFoundError, ValidationError } from '../../domain/shared/domain-error.js';
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
    const existing = await this.images.listFor(property.id);
    if (existing.length + files.length > MAX_IMAGES_PER_PROPERTY) throw ValidationError.field('images', GalleryMessages.tooMany);

    const processed = [];
    for (const file of files) processed.push(await this.processor.process(file));

    const now = this.clock.now();
    const added: PropertyImage[] = [];
    for (const [i, image] of processed.entries()) {
      const id = PropertyImage.newId();
      const variants: ImageVariant[] = [];
      for (const variant of image.variants) {
        const key = `properties/${property.id}/${id}-${variant.width}.webp`;
        await this.storage.put(key, variant.body, 'image/webp');
        variants.push({ width: variant.width, height: variant.height, key });
      }
      added.push(PropertyImage.add({ id, propertyId: property.id, position: existing.length + i, width: image.width, height: image.height, variants }, now));
    }
    await this.images.saveAll(added);
    await this.refreshCover(property.id);
    return [...existing, ...added];
  }

  async remove(actor: User, imageId: string): Promise<PropertyImage[]> {
    const image = await this.images.findById(imageId);
    if (!image) throw new NotFoundError('Photo not found.');
    await loadManageable(this.properties, image.propertyId, actor);
    await this.images.delete(image.id);
    await this.storage.delete(image.variants.map((v) => v.key));
    const rest = await this.images.listFor(image.propertyId);
    rest.forEach((img, i) => (img.position = i));
    await this.images.saveAll(rest);
    await this.refreshCover(image.propertyId);
    return rest;
  }

  async reorder(actor: User, propertyId: string, imageIds: unknown): Promise<PropertyImage[]> {
    const property = await loadManageable(this.properties, propertyId, actor);
    const current = await this.images.listFor(property.id);
    const ids = Array.isArray(imageIds) ? imageIds : [];
    const byId = new Map(current.map((img) => [img.id, img]));
    if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => typeof id === 'string' && byId.has(id))) {
      throw ValidationError.field('image_ids', GalleryMessages.badOrder);
    }
    const ordered = (ids as string[]).map((id, i) => Object.assign(byId.get(id)!, { position: i }));
    await this.images.saveAll(ordered);
    await this.refreshCover(property.id);
    return ordered;
  }

  /** The cover is the first photo's 640 px variant (or the closest one). */
  private async refreshCover(propertyId: string): Promise<void> {
    const [first] = await this.images.listFor(propertyId);
    const property = await this.properties.findById(propertyId);
    if (!property) throw new PropertyNotFoundError();
    const variant = first ? [...first.variants].sort((a, b) => Math.abs(a.width - 640) - Math.abs(b.width - 640))[0] : undefined;
    property.setCover(variant ? this.storage.publicUrl(variant.key) : null, this.clock.now());
    await this.properties.save(property);
  }
}
