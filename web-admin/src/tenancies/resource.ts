/** The console's tenancies and their payments (docs/contexts/tenancies.md): /admin/tenancies and /admin/payments. */
export const TENANCY_RESOURCE = 'tenancies';
export const PAYMENT_RESOURCE = 'payments';
/** Tenancy and payment objects, from the shared contract. */
export type { Payment, Tenancy, TenancyDetail, TenancyEvent } from '../../../adapters/http/contract/wire/tenancies';
