import type { PropertyImageRepository } from '../../../application/properties/ports/property-image.repository.port.js';
import type { PropertyImage } from '../../../domain/properties/property-image.js';
import { copyOf } from './in-memory-list.js';

export class InMemoryPropertyImageRepository implements PropertyImageRepository {
  private readonly rows = new Map<string, PropertyImage>();

  async listFor(propertyId: string) {
    return [...this.rows.values()].filter((i) => i.propertyId === propertyId).sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1)).map(copyOf);
  }

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async saveAll(images: PropertyImage[]) {
    for (const image of images) this.rows.set(image.id, copyOf(image));
  }

  async delete(id: string) {
    this.rows.delete(id);
  }
}
