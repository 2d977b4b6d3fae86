/** Project statuses and the labels the console shows for them (docs/contexts/projects.md). */
import { PROJECT_PRICE_RULE, ProjectStatuses as PROJECT_STATUSES, type ProjectStatus } from '../../../adapters/http/contract/rules';
import { choicesOf, colorIn, labelIn } from '../status/labels';

export { PROJECT_STATUSES, type ProjectStatus };

const STATUS_LABELS: Record<ProjectStatus, string> = {
  UPCOMING: 'Upcoming',
  UNDER_CONSTRUCTION: 'Under construction',
  READY_TO_MOVE: 'Ready to move',
  ARCHIVED: 'Archived',
};

/** Human label; unknown values are shown as they come. */
export const projectStatusLabel = labelIn(STATUS_LABELS);

export const projectStatusColor = colorIn<ProjectStatus>({ UPCOMING: 'info', UNDER_CONSTRUCTION: 'warning', READY_TO_MOVE: 'success' });

/** Filter choices: every status. */
export const projectStatusChoices = choicesOf(PROJECT_STATUSES, STATUS_LABELS);
/**
 * Form choices. A new project is not archived; an existing one may be archived or brought back by
 * picking another status.
 */
export const projectFormStatusChoices = (mode: 'create' | 'edit') =>
  mode === 'create' ? projectStatusChoices.filter((c) => c.id !== 'ARCHIVED') : projectStatusChoices;

/** Suggestions of the unit types input (any short label is accepted). */
export const UNIT_TYPE_SUGGESTIONS = ['1 RK', '1 BHK', '2 BHK', '3 BHK', '4 BHK', '5 BHK', 'Penthouse', 'Villa', 'Plot', 'Shop', 'Office'] as const;

/** The API's limits (domain/projects/project-rules.ts). */
export { MAX_PROJECT_IMAGES as MAX_IMAGE_URLS, MAX_UNIT_TYPE_LENGTH, MAX_UNIT_TYPES } from '../../../adapters/http/contract/rules';
export const MAX_PRICE = PROJECT_PRICE_RULE.max;
