import type { PropertyImage } from '../../../domain/properties/property-image.js';

export interface PropertyImageRepository {
  /** In gallery order. */
  listFor(propertyId: string): Promise<PropertyImage[]>;
  findById(id: string): Promise<PropertyImage | null>;
  saveAll(images: PropertyImage[]): Promise<void>;
  delete(id: string): Promise<void>;
}
export const PropertyImageRepository = Symbol.for('PropertyImageRepository');
