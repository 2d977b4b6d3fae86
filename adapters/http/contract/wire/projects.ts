/** Builders' projects: the console's `post-project` resource. */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_PROJECT_IMAGES, ProjectStatuses } from '../../../../domain/projects/project.js';
import { CitySchema, DateTime, Id, IsoDay, Nullable, StringEnum } from './common.js';

export const ProjectStatusSchema = StringEnum(ProjectStatuses, { $id: 'ProjectStatus' });
export type ProjectStatus = Static<typeof ProjectStatusSchema>;

/** A builder's project (`projectJson`). Prices in whole rupees; `unit_types` short labels such as "2 BHK". */
export const ProjectSchema = Type.Object(
  {
    id: Id,
    name: Type.String(),
    builder: Type.String(),
    city: CitySchema,
    locality: Type.String(),
    description: Nullable(Type.String()),
    min_price: Type.Integer(),
    max_price: Type.Integer(),
    unit_types: Type.Array(Type.String()),
    possession_date: Nullable(IsoDay),
    rera_number: Nullable(Type.String()),
    image_urls: Type.Array(Type.String()),
    status: ProjectStatusSchema,
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'Project' },
);
export type Project = Static<typeof ProjectSchema>;

/** POST / PUT admin/post-project: the form. */
export const ProjectBodySchema = Type.Object(
  {
    name: Type.String(),
    builder: Type.String(),
    city: CitySchema,
    locality: Type.String(),
    description: Type.Optional(Nullable(Type.String())),
    min_price: Type.Integer(),
    max_price: Type.Integer(),
    unit_types: Type.Optional(Type.Array(Type.String())),
    possession_date: Type.Optional(Nullable(IsoDay)),
    rera_number: Type.Optional(Nullable(Type.String())),
    image_urls: Type.Optional(Type.Array(Type.String(), { maxItems: MAX_PROJECT_IMAGES })),
    status: Type.Optional(ProjectStatusSchema),
  },
  { $id: 'ProjectBody' },
);
export type ProjectBody = Static<typeof ProjectBodySchema>;
