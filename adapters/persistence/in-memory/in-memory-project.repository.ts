import type { ProjectListFilter, ProjectRepository, ProjectSortField } from '../../../application/projects/ports/project.repository.port.js';
import type { ListQuery } from '../../../application/shared/list-query.js';
import type { Project } from '../../../domain/projects/project.js';
import { copyOf, listInMemory, saveVersionedInMemory } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemoryProjectRepository implements ProjectRepository, InMemoryStore {
  private readonly rows = new Map<string, Project>();

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async save(project: Project) {
    saveVersionedInMemory(this.rows, project);
  }

  async list(query: ListQuery<ProjectListFilter, ProjectSortField>) {
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (p, f) => (!f.city || p.city === f.city) && (!f.status || p.status === f.status),
      (p) => `${p.name} ${p.builder} ${p.locality}`,
    );
    return { items: page.items.map(copyOf), total: page.total };
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
