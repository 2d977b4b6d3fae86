import type { ProjectListFilter, ProjectRepository, ProjectSortField } from '../../../application/projects/ports/project.repository.port.js';
import type { ListQuery } from '../../../application/shared/list-query.js';
import { Project } from '../../../domain/projects/project.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { saveVersioned } from './versioned-save.js';
import { listWithQueryBuilder } from './sql-list.js';

export class MikroOrmProjectRepository implements ProjectRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findById(id: string) {
    return this.source.fork().findOne(Project, { id });
  }

  async save(project: Project) {
    await saveVersioned(this.source.fork(), Project, project);
  }

  list(query: ListQuery<ProjectListFilter, ProjectSortField>) {
    const where: Record<string, unknown> = {};
    if (query.filter.city) where.city = query.filter.city;
    if (query.filter.status) where.status = query.filter.status;
    return listWithQueryBuilder(this.source.fork(), Project, query, where, { searchExpression: `(name || ' ' || builder || ' ' || locality)` });
  }
}
