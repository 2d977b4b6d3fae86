/** Rider application object of docs/contexts/riders.md, from the shared contract; admins get the full `id_document_number`. */
export type { RiderApplication } from '../../../adapters/http/contract/wire/riders';
