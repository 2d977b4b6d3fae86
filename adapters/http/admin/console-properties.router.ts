import Router from '@koa/router';
import type { Context } from 'koa';
import type { Container } from 'inversify';
import { ChangePropertyState } from '../../../application/properties/change-property-state.use-case.js';
import { CreateProperty } from '../../../application/properties/create-property.use-case.js';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { ListProperties } from '../../../application/properties/list-properties.use-case.js';
import type { PropertySortField } from '../../../application/properties/ports/property.repository.port.js';
import { UpdateProperty } from '../../../application/properties/update-property.use-case.js';
import { PropertyGallery } from '../../../application/properties/property-gallery.use-case.js';
import { MediaLinks } from '../../storage/media-links.js';
import { imageJson } from '../public/gallery.router.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { PropertyNotFoundError } from '../../../domain/properties/properties.errors.js';
import { Cities, PropertyStatuses } from '../../../domain/properties/property-options.js';
import { currentUser } from '../auth-middleware.js';
import { isUuid, optionalEnum, parseSimpleRestQuery, setContentRange, objectBody } from '../list-params.js';
import { propertyJson } from '../presenters.js';

const SORTABLE: Record<string, PropertySortField> = { created_at: 'createdAt', updated_at: 'updatedAt', rent: 'rent', status: 'status' };
const RESOURCE = 'post-property';

/** The console's Properties grid (simple-rest dialect) over the same use cases as the public API. Admin only. */
export function consolePropertiesRouter(container: Container): Router {
  const router = new Router();
  const now = () => container.get<Clock>(Clock).now();
  const media = () => container.get(MediaLinks);
  const id = (ctx: Context) => {
    if (!isUuid(ctx.params.id!)) throw new PropertyNotFoundError();
    return ctx.params.id!;
  };

  router.get(`/admin/${RESOURCE}`, async (ctx) => {
    const query = parseSimpleRestQuery(ctx, SORTABLE, 'createdAt');
    const f = query.filter;
    const ownerId = typeof f.owner_id === 'string' && isUuid(f.owner_id) ? f.owner_id : undefined;
    const result = await container.get(ListProperties).execute(
      currentUser(ctx),
      {
        filter: {
          ownerId,
          status: optionalEnum(f.status, PropertyStatuses, 'status'),
          city: optionalEnum(f.city, Cities, 'city'),
          verified: f.verified === true || f.verified === 'true' ? true : f.verified === false || f.verified === 'false' ? false : undefined,
        },
        search: typeof f.q === 'string' ? f.q : undefined,
        sort: query.sort,
        offset: query.offset,
        limit: query.limit,
      },
      'all',
    );
    setContentRange(ctx, RESOURCE, query.offset, result.items.length, result.total);
    ctx.body = result.items.map((p) => propertyJson(p, now(), media()));
  });

  router.get(`/admin/${RESOURCE}/:id`, async (ctx) => {
    const property = await container.get(GetProperty).execute({ viewer: currentUser(ctx), propertyId: id(ctx) });
    const images = await container.get(PropertyGallery).list(property.id);
    ctx.body = { ...propertyJson(property, now(), media()), images: images.map((i) => imageJson(i, media(), property.isPublic(now()))) };
  });

  router.post(`/admin/${RESOURCE}`, async (ctx) => {
    const input = objectBody(ctx);
    const property = await container.get(CreateProperty).execute({ actor: currentUser(ctx), ownerId: input.owner_id, details: input, submit: input.submit === true });
    ctx.status = 201;
    ctx.body = propertyJson(property, now(), media());
  });

  // The form saves the details; `{ action, reason }` moves the state (approve, reject, verify, ...).
  router.put(`/admin/${RESOURCE}/:id`, async (ctx) => {
    const input = objectBody(ctx);
    const actor = currentUser(ctx);
    const property =
      typeof input.action === 'string'
        ? await container.get(ChangePropertyState).execute({ actor, propertyId: id(ctx), action: input.action, reason: input.reason })
        : await container.get(UpdateProperty).execute({ actor, propertyId: id(ctx), details: input });
    ctx.body = propertyJson(property, now(), media());
  });

  router.delete(`/admin/${RESOURCE}/:id`, async (ctx) => {
    const property = await container.get(ChangePropertyState).execute({ actor: currentUser(ctx), propertyId: id(ctx), action: 'archive' });
    ctx.body = propertyJson(property, now(), media());
  });

  return router;
}
