import type { ApplicationStatus, IdDocumentType, Weekday } from './applicationStatus';

/** Rider application object of docs/api.md ("Rider applications"); admins get the full `id_document_number`. */
export interface RiderApplication {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  mobile_no: string;
  city: string;
  localities: string[];
  has_vehicle: boolean;
  availability: { days: Weekday[]; from_hour: number; to_hour: number } | null;
  id_document_type: IdDocumentType;
  id_document_number_masked?: string | null;
  id_document_number?: string | null;
  status: ApplicationStatus;
  review_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at?: string;
}
