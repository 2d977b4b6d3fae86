import type { Project } from '../../domain/projects/project.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { ProjectListFilter, ProjectRepository, ProjectSortField } from './ports/project.repository.port.js';

/** The console's Projects grid (server-side paging, search, filters). */
export class ListProjects {
  constructor(private readonly projects: ProjectRepository) {}

  execute(query: ListQuery<ProjectListFilter, ProjectSortField>): Promise<Page<Project>> {
    return this.projects.list(query);
  }
}
