import type { Project, ProjectDetails } from '../../domain/projects/project.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { ProjectRepository } from './ports/project.repository.port.js';
import { reviseProject } from './project-access.js';

/** An admin edits a project: the fields sent replace the current ones, and the whole is checked again. */
export class UpdateProject {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly clock: Clock,
  ) {}

  execute(id: string, changes: Partial<ProjectDetails>): Promise<Project> {
    return reviseProject(this.projects, this.clock, id, changes);
  }
}
