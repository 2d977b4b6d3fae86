/**
 * Property request statuses, the moves between them and their labels (docs/api.md "Projects and property
 * requests"): NEW → CONTACTED | CLOSED; CONTACTED → MATCHED | CLOSED; MATCHED → CLOSED; CLOSED → NEW.
 */
import type { ChipColor } from '../leads/leadStatus';
import { isStatusIn, nextStatusesIn, statusChoicesOf, statusLabelIn, statusOptionLabelIn, type StatusFlow } from '../status/statusFlow';

export const REQUEST_STATUSES = ['NEW', 'CONTACTED', 'MATCHED', 'CLOSED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_FLOW: StatusFlow<RequestStatus> = {
  statuses: REQUEST_STATUSES,
  labels: { NEW: 'New', CONTACTED: 'Contacted', MATCHED: 'Matched', CLOSED: 'Closed' },
  documentedNext: {
    NEW: ['CONTACTED', 'CLOSED'],
    CONTACTED: ['MATCHED', 'CLOSED'],
    MATCHED: ['CLOSED'],
    CLOSED: ['NEW'],
  },
};

export const isRequestStatus = (value: unknown): value is RequestStatus => isStatusIn(REQUEST_FLOW, value);
export const requestStatusLabel = (status: unknown): string => statusLabelIn(REQUEST_FLOW, status);
export const requestNextStatusesOf = (record: { status?: unknown; next_statuses?: unknown } | null | undefined): RequestStatus[] =>
  nextStatusesIn(REQUEST_FLOW, record);
export const requestStatusOptionLabel = (from: unknown, to: RequestStatus): string => statusOptionLabelIn(REQUEST_FLOW, from, to);
export const requestStatusChoices = statusChoicesOf(REQUEST_FLOW);

export function requestStatusColor(status: unknown): ChipColor {
  switch (status) {
    case 'NEW':
      return 'info';
    case 'CONTACTED':
      return 'primary';
    case 'MATCHED':
      return 'success';
    default:
      return 'default';
  }
}
