import type { PropertyImage } from '../../domain/properties/property-image.js';
import type { PropertyImageRepository } from './ports/property-image.repository.port.js';

/** A listing's photos in gallery order (the first is the cover). */
export class ListPropertyPhotos {
  constructor(private readonly images: PropertyImageRepository) {}

  execute(propertyId: string): Promise<PropertyImage[]> {
    return this.images.listFor(propertyId);
  }
}
