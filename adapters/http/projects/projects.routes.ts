import { ArchiveProject } from '../../../application/projects/archive-project.use-case.js';
import { CreateProject } from '../../../application/projects/create-project.use-case.js';
import { GetProject } from '../../../application/projects/get-project.use-case.js';
import { ListProjects } from '../../../application/projects/list-projects.use-case.js';
import type { ProjectListFilter, ProjectSortField } from '../../../application/projects/ports/project.repository.port.js';
import { UpdateProject } from '../../../application/projects/update-project.use-case.js';
import { ProjectStatuses, type Project } from '../../../domain/projects/project.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { ProjectSchema } from '../contract/wire/index.js';
import { optionalEnum } from '../list-params.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { projectJson } from './project.presenter.js';
import { projectChanges, ProjectChangesDto, ProjectDto, projectDetails } from './projects.dto.js';

const PROJECT_SORT: Record<string, ProjectSortField> = { created_at: 'createdAt', name: 'name', min_price: 'minPrice' };

export const consoleProjectsNeeds = {
  listProjects: ListProjects,
  getProject: GetProject,
  createProject: CreateProject,
  updateProject: UpdateProject,
  archiveProject: ArchiveProject,
};

const notFound = () => new NotFoundError('PROJECT_NOT_FOUND');

/** The console's Projects grid (`post-project`), simple-rest. Admin only. */
export const consoleProjectsRoutes = declareRoutes(consoleProjectsNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('post-project', 'List projects', ProjectSchema, (uses): ResourceList<ProjectListFilter, ProjectSortField, Project> => ({
      sortable: PROJECT_SORT,
      defaultSort: 'createdAt',
      filter: (filter) => ({ city: optionalEnum(filter.city, Cities, 'city'), status: optionalEnum(filter.status, ProjectStatuses, 'status') }),
      read: (query) => uses.listProjects.execute(query),
      row: () => projectJson,
    })),
  ),
  route({
    method: 'GET',
    path: '/admin/post-project/:id',
    access: ['ADMIN'],
    summary: 'A project',
    notFound,
    ok: [{ status: 200, schema: ProjectSchema }],
    errors: [404],
    handle: async ({ params }, uses) => projectJson(await uses.getProject.execute(params.id!)),
  }),
  route({
    method: 'POST',
    path: '/admin/post-project',
    access: ['ADMIN'],
    summary: 'Create a project',
    body: ProjectDto,
    bodyRequired: false,
    ok: [{ status: 201, schema: ProjectSchema }],
    handle: async ({ body, actor }, uses) => projectJson(await uses.createProject.execute(actor, projectDetails(body))),
  }),
  route({
    method: 'PUT',
    path: '/admin/post-project/:id',
    access: ['ADMIN'],
    summary: 'Update a project (partial)',
    body: ProjectChangesDto,
    bodyRequired: false,
    notFound,
    ok: [{ status: 200, schema: ProjectSchema }],
    errors: [404, 409],
    handle: async ({ body, params }, uses) => projectJson(await uses.updateProject.execute(params.id!, projectChanges(body))),
  }),
  route({
    method: 'DELETE',
    path: '/admin/post-project/:id',
    access: ['ADMIN'],
    summary: 'Archive a project',
    notFound,
    ok: [{ status: 200, schema: ProjectSchema }],
    errors: [404, 409],
    handle: async ({ params }, uses) => projectJson(await uses.archiveProject.execute(params.id!)),
  }),
]);
