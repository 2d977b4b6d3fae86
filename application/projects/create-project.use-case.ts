import { checkProjectDetails, Project, type ProjectDetails } from '../../domain/projects/project.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { ProjectRepository } from './ports/project.repository.port.js';

/** An admin adds a builder's project (the project routes are admin-only). */
export class CreateProject {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly clock: Clock,
  ) {}

  async execute(admin: User, details: ProjectDetails): Promise<Project> {
    checkProjectDetails(details);
    const project = Project.create(details, admin.id, this.clock.now());
    await this.projects.save(project);
    return project;
  }
}
