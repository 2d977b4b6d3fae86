import { StatusMenu, type StatusRecord } from '../status/StatusMenu';
import { nextStatusesOf, nextStatusOptionLabel } from './leadStatus';

/**
 * "Change status" menu of a lead or query (the shared StatusMenu with the lead flow): lists the record's
 * `next_statuses`, saves with PUT /api/v1/admin/<resource>/:id `{ status }`. Test ids `lead-status-menu`,
 * `lead-status-option-<STATUS>`.
 */
export const LeadStatusMenu = (props: { record?: StatusRecord; resource?: string; compact?: boolean }) => (
  <StatusMenu {...props} nextStatusesOf={nextStatusesOf} optionLabel={nextStatusOptionLabel} testIdPrefix="lead-status" />
);
