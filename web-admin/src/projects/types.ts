/** A builder's project as the console API answers it (docs/contexts/projects.md), from the shared contract. */
export type { Project } from '../../../adapters/http/contract/wire/projects';
