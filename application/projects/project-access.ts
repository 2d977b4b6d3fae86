import { parseProjectDetails, type Project } from '../../domain/projects/project.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { ProjectRepository } from './ports/project.repository.port.js';

/** The project, or 404. */
export async function loadProject(projects: ProjectRepository, id: string): Promise<Project> {
  const project = await projects.findById(id);
  if (!project) throw new NotFoundError('PROJECT_NOT_FOUND');
  return project;
}

/** Applies a partial change (wire names) over the project's current fields, checks the whole and saves it. */
export async function reviseProject(projects: ProjectRepository, clock: Clock, id: string, input: Record<string, unknown>): Promise<Project> {
  const project = await loadProject(projects, id);
  project.revise(parseProjectDetails({ ...toInput(project), ...input }), clock.now());
  await projects.save(project);
  return project;
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
