/** Rider application object of docs/contexts/riders.md, from the shared contract; the ID number masked (admins ask for it: ShowIdNumberButton). */
export type { RiderApplication } from '../../../adapters/http/contract/wire/riders';
