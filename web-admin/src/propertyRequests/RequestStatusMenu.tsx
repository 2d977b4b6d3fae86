import { StatusMenu, type StatusRecord } from '../status/StatusMenu';
import { requestNextStatusesOf, requestStatusOptionLabel } from './requestStatus';

/**
 * "Change status" menu of a property request (the shared StatusMenu with the request flow): offers only the
 * record's `next_statuses`, saves with PUT /api/v1/admin/property-request/:id `{ status }`.
 * Test ids `request-status-menu`, `request-status-option-<STATUS>`.
 */
export const RequestStatusMenu = (props: { record?: StatusRecord; resource?: string; compact?: boolean }) => (
  <StatusMenu {...props} nextStatusesOf={requestNextStatusesOf} optionLabel={requestStatusOptionLabel} testIdPrefix="request-status" />
);
