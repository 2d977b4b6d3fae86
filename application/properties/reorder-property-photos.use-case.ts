import type { PropertyImage } from '../../domain/properties/property-image.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { ImageStorage } from './ports/image-storage.port.js';
import type { PropertyImageRepository } from './ports/property-image.repository.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import { loadManageable } from './property-access.js';
import { GalleryMessages, refreshCover } from './property-gallery.js';

/** The owner or an admin puts a listing's photos in a new order (every photo exactly once); the first is the cover. */
export class ReorderPropertyPhotos {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly images: PropertyImageRepository,
    private readonly storage: ImageStorage,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: User, propertyId: string, imageIds: readonly string[]): Promise<PropertyImage[]> {
    const property = await loadManageable(this.properties, propertyId, actor);
    // The new order and the cover it gives the listing are stored together.
    return this.unitOfWork.run(async () => {
      const { after } = await this.images.changeGallery(property.id, (current) => {
        // Refused whole for any other caller's value than a list of ids (the HTTP edge checked it is one).
        const ids: readonly unknown[] = Array.isArray(imageIds) ? imageIds : [];
        const byId = new Map(current.map((img) => [img.id, img]));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => typeof id === 'string' && byId.has(id))) {
          throw ValidationError.field('image_ids', GalleryMessages.badOrder);
        }
        return (ids as readonly string[]).map((id) => byId.get(id)!);
      });
      await refreshCover(this.properties, this.images, this.storage, this.clock, property.id);
      return after;
    });
  }
}
