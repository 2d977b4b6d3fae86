/** Lead object of docs/contexts/leads.md, from the shared contract. Queries are leads without a property. */
export type { Lead } from '../../../adapters/http/contract/wire/leads';
