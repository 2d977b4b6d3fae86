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
}
