import { Project, parseProjectDetails } from '../../domain/projects/project.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { ProjectListFilter, ProjectRepository, ProjectSortField } from './ports/project.repository.port.js';

/**
 * Admins keep builders' projects (CRUD-shaped, so one thin use case; routes are admin-only). Removing a
 * project archives it.
 */
export class ManageProjects {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly clock: Clock,
  ) {}

  async create(admin: User, input: Record<string, unknown>): Promise<Project> {
    const project = Project.create(parseProjectDetails(input), admin.id, this.clock.now());
    await this.projects.save(project);
    return project;
  }

  async update(id: string, input: Record<string, unknown>): Promise<Project> {
    const project = await this.get(id);
    project.revise(parseProjectDetails({ ...toInput(project), ...input }), this.clock.now());
    await this.projects.save(project);
    return project;
  }

  async archive(id: string): Promise<Project> {
    return this.update(id, { status: 'ARCHIVED' });
  }

  async get(id: string): Promise<Project> {
    const project = await this.projects.findById(id);
    if (!project) throw new NotFoundError('Project not found.');
    return project;
  }

  list(query: ListQuery<ProjectListFilter, ProjectSortField>): Promise<Page<Project>> {
    return this.projects.list(query);
  }
}

function toInput(p: Project): Record<string, unknown> {
  return {
    name: p.name,
    builder: p.builder,
    city: p.city,
    locality: p.locality,
    description: p.description,
    min_price: p.minPrice,
    max_price: p.maxPrice,
    unit_types: p.unitTypes,
    possession_date: p.possessionDate,
    rera_number: p.reraNumber,
    image_urls: p.imageUrls,
    status: p.status,
  };
}
