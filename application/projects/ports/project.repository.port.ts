import type { Project, ProjectStatus } from '../../../domain/projects/project.js';
import type { City } from '../../../domain/properties/property-options.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

export interface ProjectListFilter {
  city?: City;
  status?: ProjectStatus;
}
export type ProjectSortField = 'createdAt' | 'name' | 'minPrice';

export interface ProjectRepository {
  findById(id: string): Promise<Project | null>;
  save(project: Project): Promise<void>;
  list(query: ListQuery<ProjectListFilter, ProjectSortField>): Promise<Page<Project>>;
}
export const ProjectRepository = port<ProjectRepository>('ProjectRepository');
