/**
 * Property request statuses, the moves between them and their labels (docs/api.md "Projects and property
 * requests"): NEW → CONTACTED | CLOSED; CONTACTED → MATCHED | CLOSED; MATCHED → CLOSED; CLOSED → NEW.
 */
import { PROPERTY_REQUEST_TRANSITIONS, PropertyRequestStatuses as REQUEST_STATUSES, type PropertyRequestStatus as RequestStatus } from '../../../adapters/http/contract/rules';
import { colorIn } from '../status/labels';
import { isStatusIn, nextStatusesIn, statusChoicesOf, statusLabelIn, statusOptionLabelIn, type StatusFlow } from '../status/statusFlow';

export { REQUEST_STATUSES, type RequestStatus };

export const REQUEST_FLOW: StatusFlow<RequestStatus> = {
  statuses: REQUEST_STATUSES,
  labels: { NEW: 'New', CONTACTED: 'Contacted', MATCHED: 'Matched', CLOSED: 'Closed' },
  documentedNext: PROPERTY_REQUEST_TRANSITIONS,
};

export const isRequestStatus = (value: unknown): value is RequestStatus => isStatusIn(REQUEST_FLOW, value);
export const requestStatusLabel = (status: unknown): string => statusLabelIn(REQUEST_FLOW, status);
export const requestNextStatusesOf = (record: { status?: unknown; next_statuses?: unknown } | null | undefined): RequestStatus[] =>
  nextStatusesIn(REQUEST_FLOW, record);
export const requestStatusOptionLabel = (from: unknown, to: RequestStatus): string => statusOptionLabelIn(REQUEST_FLOW, from, to);
export const requestStatusChoices = statusChoicesOf(REQUEST_FLOW);

export const requestStatusColor = colorIn<RequestStatus>({ NEW: 'info', CONTACTED: 'primary', MATCHED: 'success' });
