/** Lead statuses, types and the labels the console shows for them (docs/contexts/leads.md). */
import {
  LEAD_TRANSITIONS,
  LeadStatuses as LEAD_STATUSES,
  LeadTypes as LEAD_TYPES,
  QueryLeadTypes as QUERY_TYPES,
  type LeadStatus,
  type LeadType,
} from '../../../adapters/http/contract/rules';
import { choicesOf, colorIn, labelIn } from '../status/labels';
import { isStatusIn, nextStatusesIn, statusChoicesOf, statusLabelIn, statusOptionLabelIn, type StatusFlow } from '../status/statusFlow';

export { LEAD_STATUSES, LEAD_TYPES, QUERY_TYPES, type LeadStatus, type LeadType };

const STATUS_LABELS: Record<LeadStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  FOLLOW_UP: 'Follow up',
  CONVERTED: 'Converted',
  CLOSED: 'Closed',
};

const TYPE_LABELS: Record<LeadType, string> = {
  TENANT: 'Tenant',
  OWNER: 'Owner',
  PROPERTY: 'Property',
};

/**
 * Allowed moves as documented in docs/contexts/leads.md. The API sends them per record as `next_statuses`;
 * this table is only the fallback for a record that comes without the field.
 */
export const DOCUMENTED_NEXT_STATUSES: Record<LeadStatus, readonly LeadStatus[]> = LEAD_TRANSITIONS;

/** The lead flow (statuses, labels, documented moves) for the shared status helpers and menu. */
export const LEAD_FLOW: StatusFlow<LeadStatus> = {
  statuses: LEAD_STATUSES,
  labels: STATUS_LABELS,
  documentedNext: DOCUMENTED_NEXT_STATUSES,
};

export const isLeadStatus = (value: unknown): value is LeadStatus => isStatusIn(LEAD_FLOW, value);

/** Human label of a status; unknown values are shown as they come. */
export function leadStatusLabel(status: unknown): string {
  return statusLabelIn(LEAD_FLOW, status);
}

export const leadTypeLabel = labelIn(TYPE_LABELS);

/** Label of the menu option that moves a lead from `from` to `to` ("Reopen (New)" for CLOSED → NEW). */
export function nextStatusOptionLabel(from: unknown, to: LeadStatus): string {
  return statusOptionLabelIn(LEAD_FLOW, from, to);
}

/** Options of the status menu: the record's `next_statuses` (known statuses, API order, no duplicates). */
export function nextStatusesOf(record: { status?: unknown; next_statuses?: unknown } | null | undefined): LeadStatus[] {
  return nextStatusesIn(LEAD_FLOW, record);
}

export const leadStatusColor = colorIn<LeadStatus>({ NEW: 'info', CONTACTED: 'primary', FOLLOW_UP: 'warning', CONVERTED: 'success' });

export const leadStatusChoices = statusChoicesOf(LEAD_FLOW);

export const leadTypeChoices = (types: readonly LeadType[] = LEAD_TYPES) => choicesOf(types, TYPE_LABELS);
