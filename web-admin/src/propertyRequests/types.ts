import type { City } from '../properties/propertyOptions';
import type { RequestStatus } from './requestStatus';

/** A property request as the console API answers it (docs/api.md "Projects and property requests"). */
export interface PropertyRequest {
  id: string;
  first_name: string;
  last_name: string;
  mobile_no: string;
  email: string | null;
  city: City;
  locality: string | null;
  bhk: number | null;
  /** Rupees a month. */
  budget: number;
  /** YYYY-MM-DD. */
  move_in_date: string | null;
  notes: string | null;
  status: RequestStatus;
  /** Moves allowed from the current status, for the status menu. */
  next_statuses?: RequestStatus[];
  created_at: string;
  updated_at?: string;
  status_changed_at?: string | null;
}
