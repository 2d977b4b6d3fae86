/** A property request as the console API answers it (docs/contexts/projects.md), from the shared contract. */
export type { PropertyRequest } from '../../../adapters/http/contract/wire/property-requests';
