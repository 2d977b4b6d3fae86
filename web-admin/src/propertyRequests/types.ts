/** A property request as the console API answers it (docs/api.md "Projects and property requests"), from the shared contract. */
export type { PropertyRequest } from '../../../adapters/http/contract/wire/property-requests';
