/** The rent receipts of a tenancy (its own part of the tenancy page). */
import type { TenancyDetail } from '../api/tenancies';

export function ReceiptsPanel(_props: { tenancy: TenancyDetail }) {
  return null;
}
