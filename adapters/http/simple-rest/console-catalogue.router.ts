import Router from '@koa/router';
import { ArchiveProject } from '../../../application/projects/archive-project.use-case.js';
import { CreateProject } from '../../../application/projects/create-project.use-case.js';
import { GetProject } from '../../../application/projects/get-project.use-case.js';
import { ListProjects } from '../../../application/projects/list-projects.use-case.js';
import type { ProjectSortField } from '../../../application/projects/ports/project.repository.port.js';
import { UpdateProject } from '../../../application/projects/update-project.use-case.js';
import { ProjectStatuses } from '../../../domain/projects/project.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import type { Resolved } from '../../typed-binding.js';
import { currentUser } from '../auth-middleware.js';
import { optionalEnum, objectBody } from '../list-params.js';
import { projectJson } from '../presenters.js';
import { simpleRestResource } from './resource.js';

const PROJECT_SORT: Record<string, ProjectSortField> = { created_at: 'createdAt', name: 'name', min_price: 'minPrice' };

export const consoleCatalogueNeeds = {
  listProjects: ListProjects,
  getProject: GetProject,
  createProject: CreateProject,
  updateProject: UpdateProject,
  archiveProject: ArchiveProject,
};

/** The console's Projects grid (`post-project`). Admin only (guarded on the mount). */
export function consoleCatalogueRouter(uses: Resolved<typeof consoleCatalogueNeeds>): Router {
  const router = new Router();

  simpleRestResource(router, 'post-project', {
    notFound: () => new NotFoundError('Project not found.'),
    list: {
      sortable: PROJECT_SORT,
      defaultSort: 'createdAt',
      filter: (filter) => ({ city: optionalEnum(filter.city, Cities, 'city'), status: optionalEnum(filter.status, ProjectStatuses, 'status') }),
      read: (query) => uses.listProjects.execute(query),
      row: () => projectJson,
    },
    get: async (_ctx, id) => projectJson(await uses.getProject.execute(id)),
    create: async (ctx) => projectJson(await uses.createProject.execute(currentUser(ctx), objectBody(ctx))),
    update: async (ctx, id) => projectJson(await uses.updateProject.execute(id, objectBody(ctx))),
    delete: async (_ctx, id) => projectJson(await uses.archiveProject.execute(id)),
  });

  return router;
}
