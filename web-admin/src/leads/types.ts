import type { LeadStatus, LeadType } from './leadStatus';

/** Lead object of docs/api.md ("Callback requests"). Queries are leads without a property. */
export interface Lead {
  id: string | number;
  first_name: string;
  last_name: string;
  mobile_no: string;
  email: string | null;
  description: string | null;
  type: LeadType;
  property_id: string | number | null;
  status: LeadStatus;
  /** Moves allowed from the current status, for the status menu. */
  next_statuses?: LeadStatus[];
  created_at: string;
  updated_at?: string;
  status_changed_at?: string | null;
}
