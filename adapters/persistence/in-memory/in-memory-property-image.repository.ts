import type { PropertyImageRepository } from '../../../application/properties/ports/property-image.repository.port.js';
import type { PropertyImage } from '../../../domain/properties/property-image.js';
import { copyOf } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemoryPropertyImageRepository implements PropertyImageRepository, InMemoryStore {
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

  /** One change per listing at a time, like the per-listing lock of the SQL adapter. */
  private readonly queues = new Map<string, Promise<unknown>>();

  async changeGallery(propertyId: string, change: (current: PropertyImage[]) => PropertyImage[]) {
    const previous = this.queues.get(propertyId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(async () => {
      const before = await this.listFor(propertyId);
      const after = change(await this.listFor(propertyId)).map((image, position) => Object.assign(copyOf(image), { position }));
      const kept = new Set(after.map((image) => image.id));
      for (const image of before) if (!kept.has(image.id)) this.rows.delete(image.id);
      await this.saveAll(after);
      return { before, after: after.map(copyOf) };
    });
    this.queues.set(propertyId, run);
    try {
      return await run;
    } finally {
      if (this.queues.get(propertyId) === run) this.queues.delete(propertyId);
    }
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
