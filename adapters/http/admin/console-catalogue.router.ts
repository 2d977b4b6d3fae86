import Router from '@koa/router';
import type { Context } from 'koa';
import type { Container } from 'inversify';
import { ManageProjects } from '../../../application/projects/manage-projects.use-case.js';
import type { ProjectSortField } from '../../../application/projects/ports/project.repository.port.js';
import type { PropertyRequestSortField } from '../../../application/property-requests/ports/property-request.repository.port.js';
import { WorkPropertyRequests } from '../../../application/property-requests/work-property-requests.use-case.js';
import { ProjectStatuses } from '../../../domain/projects/project.js';
import { PropertyRequestStatuses } from '../../../domain/property-requests/property-request.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { currentUser } from '../auth-middleware.js';
import { isUuid, optionalEnum, parseSimpleRestQuery, setContentRange, objectBody } from '../list-params.js';
import { projectJson, propertyRequestJson } from '../presenters.js';

function id(ctx: Context, what: string): string {
  if (!isUuid(ctx.params.id!)) throw new NotFoundError(`${what} not found.`);
  return ctx.params.id!;
}

/** The console's Projects (`post-project`) and Property Request (`property-request`) grids. Admin only. */
export function consoleCatalogueRouter(container: Container): Router {
  const router = new Router();

  const projectSort: Record<string, ProjectSortField> = { created_at: 'createdAt', name: 'name', min_price: 'minPrice' };
  router.get('/admin/post-project', async (ctx) => {
    const q = parseSimpleRestQuery(ctx, projectSort, 'createdAt');
    const page = await container.get(ManageProjects).list({
      filter: { city: optionalEnum(q.filter.city, Cities, 'city'), status: optionalEnum(q.filter.status, ProjectStatuses, 'status') },
      search: typeof q.filter.q === 'string' ? q.filter.q : undefined,
      sort: q.sort,
      offset: q.offset,
      limit: q.limit,
    });
    setContentRange(ctx, 'post-project', q.offset, page.items.length, page.total);
    ctx.body = page.items.map(projectJson);
  });
  router.get('/admin/post-project/:id', async (ctx) => {
    ctx.body = projectJson(await container.get(ManageProjects).get(id(ctx, 'Project')));
  });
  router.post('/admin/post-project', async (ctx) => {
    ctx.status = 201;
    ctx.body = projectJson(await container.get(ManageProjects).create(currentUser(ctx), objectBody(ctx)));
  });
  router.put('/admin/post-project/:id', async (ctx) => {
    ctx.body = projectJson(await container.get(ManageProjects).update(id(ctx, 'Project'), objectBody(ctx)));
  });
  router.delete('/admin/post-project/:id', async (ctx) => {
    ctx.body = projectJson(await container.get(ManageProjects).archive(id(ctx, 'Project')));
  });

  const requestSort: Record<string, PropertyRequestSortField> = { created_at: 'createdAt', budget: 'budget', status: 'status' };
  router.get('/admin/property-request', async (ctx) => {
    const q = parseSimpleRestQuery(ctx, requestSort, 'createdAt');
    const page = await container.get(WorkPropertyRequests).list({
      filter: { city: optionalEnum(q.filter.city, Cities, 'city'), status: optionalEnum(q.filter.status, PropertyRequestStatuses, 'status') },
      search: typeof q.filter.q === 'string' ? q.filter.q : undefined,
      sort: q.sort,
      offset: q.offset,
      limit: q.limit,
    });
    setContentRange(ctx, 'property-request', q.offset, page.items.length, page.total);
    ctx.body = page.items.map(propertyRequestJson);
  });
  router.get('/admin/property-request/:id', async (ctx) => {
    ctx.body = propertyRequestJson(await container.get(WorkPropertyRequests).get(id(ctx, 'Property request')));
  });
  // Only the status is editable: the request is what the person asked for.
  router.put('/admin/property-request/:id', async (ctx) => {
    ctx.body = propertyRequestJson(await container.get(WorkPropertyRequests).changeStatus(id(ctx, 'Property request'), objectBody(ctx).status, currentUser(ctx)));
  });

  return router;
}
