import Router from '@koa/router';
import { ChangePropertyState } from '../../../application/properties/change-property-state.use-case.js';
import { CreateProperty } from '../../../application/properties/create-property.use-case.js';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { ListProperties } from '../../../application/properties/list-properties.use-case.js';
import { ListPropertyPhotos } from '../../../application/properties/list-property-photos.use-case.js';
import type { PropertySortField } from '../../../application/properties/ports/property.repository.port.js';
import { UpdateProperty } from '../../../application/properties/update-property.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { PropertyNotFoundError } from '../../../domain/properties/properties.errors.js';
import { Cities, PropertyStatuses } from '../../../domain/properties/property-options.js';
import { MediaLinks } from '../../storage/media-links.js';
import type { Resolved } from '../../typed-binding.js';
import { currentUser } from '../auth-middleware.js';
import { isUuid, optionalEnum, objectBody } from '../list-params.js';
import { imageJson, propertyJson } from '../presenters.js';
import { simpleRestResource } from './resource.js';

const SORTABLE: Record<string, PropertySortField> = { created_at: 'createdAt', updated_at: 'updatedAt', rent: 'rent', status: 'status' };

export const consolePropertiesNeeds = {
  listProperties: ListProperties,
  getProperty: GetProperty,
  listPropertyPhotos: ListPropertyPhotos,
  createProperty: CreateProperty,
  updateProperty: UpdateProperty,
  changePropertyState: ChangePropertyState,
  clock: Clock,
  media: MediaLinks,
};

/** The console's Properties grid (simple-rest dialect) over the same use cases as the public API. Admin only (guarded on the mount). */
export function consolePropertiesRouter(uses: Resolved<typeof consolePropertiesNeeds>): Router {
  const { clock, media } = uses;
  return simpleRestResource(new Router(), 'post-property', {
    notFound: () => new PropertyNotFoundError(),
    list: {
      sortable: SORTABLE,
      defaultSort: 'createdAt',
      filter: (f) => ({
        ownerId: typeof f.owner_id === 'string' && isUuid(f.owner_id) ? f.owner_id : undefined,
        status: optionalEnum(f.status, PropertyStatuses, 'status'),
        city: optionalEnum(f.city, Cities, 'city'),
        verified: f.verified === true || f.verified === 'true' ? true : f.verified === false || f.verified === 'false' ? false : undefined,
      }),
      read: (query, ctx) => uses.listProperties.execute(currentUser(ctx), query, 'all'),
      row: () => (p) => propertyJson(p, clock.now(), media),
    },
    get: async (ctx, id) => {
      const property = await uses.getProperty.execute({ viewer: currentUser(ctx), propertyId: id });
      const images = await uses.listPropertyPhotos.execute(property.id);
      return { ...propertyJson(property, clock.now(), media), images: images.map((i) => imageJson(i, media, property.isPublic(clock.now()))) };
    },
    create: async (ctx) => {
      const input = objectBody(ctx);
      const property = await uses.createProperty.execute({ actor: currentUser(ctx), ownerId: input.owner_id, details: input, submit: input.submit === true });
      return propertyJson(property, clock.now(), media);
    },
    // The form saves the details; `{ action, reason }` moves the state (approve, reject, verify, ...).
    update: async (ctx, id) => {
      const input = objectBody(ctx);
      const actor = currentUser(ctx);
      const property =
        typeof input.action === 'string'
          ? await uses.changePropertyState.execute({ actor, propertyId: id, action: input.action, reason: input.reason })
          : await uses.updateProperty.execute({ actor, propertyId: id, details: input });
      return propertyJson(property, clock.now(), media);
    },
    delete: async (ctx, id) => propertyJson(await uses.changePropertyState.execute({ actor: currentUser(ctx), propertyId: id, action: 'archive' }), clock.now(), media),
  });
}
