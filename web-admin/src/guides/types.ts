/** A guide as the console API answers it (docs/contexts/guides.md), from the shared contract. */
export type { Guide } from '../../../adapters/http/contract/wire/guides';
