import { Project, type ProjectDetails } from '../../domain/projects/project.js';

/** The console form (API names) of a typical Patna project. */
export function projectForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ganga Residency',
    builder: 'Sinha Developers',
    city: 'patna',
    locality: 'Danapur',
    description: 'Riverside towers with 2 and 3 BHK flats.',
    min_price: 4_500_000,
    max_price: 9_000_000,
    unit_types: ['2 BHK', '3 BHK'],
    possession_date: '2028-03-31',
    rera_number: 'BRERAP00123-1/456/R-789/2023',
    image_urls: ['https://cdn.example.com/ganga.jpg'],
    status: 'UNDER_CONSTRUCTION',
    ...overrides,
  };
}

/** Object Mother for builders' projects. */
export const ProjectMother = {
  details(overrides: Partial<ProjectDetails> = {}): ProjectDetails {
    return {
      name: 'Ganga Residency',
      builder: 'Sinha Developers',
      city: 'patna',
      locality: 'Danapur',
      description: null,
      minPrice: 4_500_000,
      maxPrice: 9_000_000,
      unitTypes: ['2 BHK', '3 BHK'],
      possessionDate: '2028-03-31',
      reraNumber: 'BRERAP00123-1/456/R-789/2023',
      imageUrls: [],
      status: 'UPCOMING',
      ...overrides,
    };
  },
  with(createdById: string, overrides: Partial<ProjectDetails> = {}, at = new Date('2026-11-20T10:00:00Z')): Project {
    return Project.create(ProjectMother.details(overrides), createdById, at);
  },
};
