import type { PropertyImage } from '../../domain/properties/property-image.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { ImageStorage } from './ports/image-storage.port.js';
import type { PropertyImageRepository } from './ports/property-image.repository.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import { loadManageable } from './property-access.js';
import { refreshCover } from './property-gallery.js';
import { shareCardKey } from './share-card.js';

/** The owner or an admin removes one photo of a listing (and its stored files, its share card too); the cover follows. */
export class RemovePropertyPhoto {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly images: PropertyImageRepository,
    private readonly storage: ImageStorage,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: User, imageId: string): Promise<PropertyImage[]> {
    const image = await this.images.findById(imageId);
    if (!image) throw new NotFoundError('PHOTO_NOT_FOUND');
    await loadManageable(this.properties, image.propertyId, actor);
    // The gallery and its cover change together; the files go once that is stored.
    const { before, after } = await this.unitOfWork.run(async () => {
      const change = await this.images.changeGallery(image.propertyId, (current) => {
        if (!current.some((img) => img.id === image.id)) throw new NotFoundError('PHOTO_NOT_FOUND');
        return current.filter((img) => img.id !== image.id);
      });
      await refreshCover(this.properties, this.images, this.storage, this.clock, image.propertyId);
      return change;
    });
    const gone = before.find((img) => img.id === image.id)!;
    await this.storage.delete([...gone.variants.map((v) => v.key), shareCardKey(gone)]);
    return after;
  }
}
