import { checkProjectDetails, detailsOf, type Project, type ProjectDetails } from '../../domain/projects/project.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { ProjectRepository } from './ports/project.repository.port.js';

/** The project, or 404. */
export async function loadProject(projects: ProjectRepository, id: string): Promise<Project> {
  const project = await projects.findById(id);
  if (!project) throw new NotFoundError('PROJECT_NOT_FOUND');
  return project;
}

/** Applies a partial change over the project's current details, checks the whole and saves it. */
export async function reviseProject(projects: ProjectRepository, clock: Clock, id: string, changes: Partial<ProjectDetails>): Promise<Project> {
  const project = await loadProject(projects, id);
  const details = { ...detailsOf(project), ...changes };
  checkProjectDetails(details);
  project.revise(details, clock.now());
  await projects.save(project);
  return project;
}
