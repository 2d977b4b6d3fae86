import type { PropertyImageRepository } from '../../../application/properties/ports/property-image.repository.port.js';
import { PropertyImage } from '../../../domain/properties/property-image.js';
import type { EntityManagerSource } from './entity-manager-source.js';

export class MikroOrmPropertyImageRepository implements PropertyImageRepository {
  constructor(private readonly source: EntityManagerSource) {}

  listFor(propertyId: string) {
    return this.source.fork().find(PropertyImage, { propertyId }, { orderBy: { position: 'asc', id: 'asc' } });
  }

  findById(id: string) {
    return this.source.fork().findOne(PropertyImage, { id });
  }

  async saveAll(images: PropertyImage[]) {
    if (images.length === 0) return;
    await this.source.fork().transactional(async (em) => {
      for (const image of images) await em.upsert(PropertyImage, image, { onConflictFields: ['id'] });
    });
  }

  async delete(id: string) {
    await this.source.fork().nativeDelete(PropertyImage, { id });
  }

  /**
   * Serialised per listing with a transaction-scoped advisory lock: two uploads at once cannot both pass the
   * 20-photo cap or take the same positions, and a removal cannot undo a reorder.
   */
  async changeGallery(propertyId: string, change: (current: PropertyImage[]) => PropertyImage[]) {
    return this.source.fork().transactional(async (tx) => {
      await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [`gallery:${propertyId}`], 'all', tx.getTransactionContext());
      const load = () => tx.find(PropertyImage, { propertyId }, { orderBy: { position: 'asc', id: 'asc' }, disableIdentityMap: true });
      const before = await load();
      const after = change(await load()).map((image, position) => Object.assign(image, { position }));
      const kept = new Set(after.map((image) => image.id));
      const removed = before.filter((image) => !kept.has(image.id)).map((image) => image.id);
      if (removed.length > 0) await tx.nativeDelete(PropertyImage, { id: { $in: removed } });
      for (const image of after) await tx.upsert(PropertyImage, image, { onConflictFields: ['id'] });
      return { before, after };
    });
  }
}
