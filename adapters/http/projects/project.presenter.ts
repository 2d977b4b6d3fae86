import type { Project } from '../../../domain/projects/project.js';
import type * as Wire from '../contract/wire/index.js';

/** The JSON of a project, as the console's Projects grid shows it. */
export function projectJson(p: Project): Wire.Project {
  return {
    id: p.id,
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
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}
