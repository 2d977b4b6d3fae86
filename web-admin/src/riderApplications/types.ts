/** Rider application object of docs/api.md ("Rider applications"), from the shared contract; admins get the full `id_document_number`. */
export type { RiderApplication } from '../../../adapters/http/contract/wire/riders';
