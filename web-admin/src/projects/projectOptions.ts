/** Project statuses and the labels the console shows for them (docs/api.md "Projects and property requests"). */
import type { ChipColor } from '../properties/propertyOptions';

export const PROJECT_STATUSES = ['UPCOMING', 'UNDER_CONSTRUCTION', 'READY_TO_MOVE', 'ARCHIVED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

const STATUS_LABELS: Record<ProjectStatus, string> = {
  UPCOMING: 'Upcoming',
  UNDER_CONSTRUCTION: 'Under construction',
  READY_TO_MOVE: 'Ready to move',
  ARCHIVED: 'Archived',
};

/** Human label; unknown values are shown as they come. */
export function projectStatusLabel(status: unknown): string {
  if (typeof status === 'string' && Object.prototype.hasOwnProperty.call(STATUS_LABELS, status)) return STATUS_LABELS[status as ProjectStatus];
  return status == null ? '' : String(status);
}

export function projectStatusColor(status: unknown): ChipColor {
  switch (status) {
    case 'UPCOMING':
      return 'info';
    case 'UNDER_CONSTRUCTION':
      return 'warning';
    case 'READY_TO_MOVE':
      return 'success';
    default:
      return 'default';
  }
}

/** Filter choices: every status. */
export const projectStatusChoices = PROJECT_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));
/**
 * Form choices. A new project is not archived; an existing one may be archived or brought back by
 * picking another status.
 */
export const projectFormStatusChoices = (mode: 'create' | 'edit') =>
  mode === 'create' ? projectStatusChoices.filter((c) => c.id !== 'ARCHIVED') : projectStatusChoices;

/** Suggestions of the unit types input (any short label is accepted). */
export const UNIT_TYPE_SUGGESTIONS = ['1 RK', '1 BHK', '2 BHK', '3 BHK', '4 BHK', '5 BHK', 'Penthouse', 'Villa', 'Plot', 'Shop', 'Office'] as const;

/** The API's limits (domain/projects/project.ts). */
export const MAX_UNIT_TYPES = 12;
export const MAX_UNIT_TYPE_LENGTH = 40;
export const MAX_IMAGE_URLS = 20;
export const MAX_PRICE = 100_000_000_000;
