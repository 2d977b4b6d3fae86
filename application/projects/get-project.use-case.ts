import type { Project } from '../../domain/projects/project.js';
import type { ProjectRepository } from './ports/project.repository.port.js';
import { loadProject } from './project-access.js';

/** One project, for the console's record page. */
export class GetProject {
  constructor(private readonly projects: ProjectRepository) {}

  execute(id: string): Promise<Project> {
    return loadProject(this.projects, id);
  }
}
