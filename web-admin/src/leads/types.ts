/** Lead object of docs/api.md ("Callback requests"), from the shared contract. Queries are leads without a property. */
export type { Lead } from '../../../adapters/http/contract/wire/leads';
