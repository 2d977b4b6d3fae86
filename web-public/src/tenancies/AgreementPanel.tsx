/** The rent agreement of a tenancy (its own part of the tenancy page). */
import type { TenancyDetail } from '../api/tenancies';

export function AgreementPanel(_props: { tenancy: TenancyDetail }) {
  return null;
}
