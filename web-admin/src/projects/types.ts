/** A builder's project as the console API answers it (docs/api.md "Projects and property requests"), from the shared contract. */
export type { Project } from '../../../adapters/http/contract/wire/projects';
