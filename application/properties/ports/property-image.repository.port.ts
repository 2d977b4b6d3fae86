import type { PropertyImage } from '../../../domain/properties/property-image.js';
import { port } from '../../shared/port.js';

export interface PropertyImageRepository {
  /** In gallery order. */
  listFor(propertyId: string): Promise<PropertyImage[]>;
  findById(id: string): Promise<PropertyImage | null>;
  saveAll(images: PropertyImage[]): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Changes one listing's gallery with every other change to that gallery held off until this one is
   * stored: `change` gets the photos in order and returns the new gallery in order (positions are
   * renumbered from 0; photos left out are deleted; new ones are added). If `change` throws, nothing is
   * stored. Answers the gallery before and after.
   */
  changeGallery(propertyId: string, change: (current: PropertyImage[]) => PropertyImage[]): Promise<{ before: PropertyImage[]; after: PropertyImage[] }>;
}
export const PropertyImageRepository = port<PropertyImageRepository>('PropertyImageRepository');
