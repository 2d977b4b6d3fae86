import type { Project } from '../../domain/projects/project.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { ProjectRepository } from './ports/project.repository.port.js';
import { reviseProject } from './project-access.js';

/** Removing a project archives it (its status becomes ARCHIVED); nothing is deleted. */
export class ArchiveProject {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly clock: Clock,
  ) {}

  execute(id: string): Promise<Project> {
    return reviseProject(this.projects, this.clock, id, { status: 'ARCHIVED' });
  }
}
