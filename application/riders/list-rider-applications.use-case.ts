import type { RiderApplication } from '../../domain/riders/rider-application.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { RiderApplicationListFilter, RiderApplicationRepository, RiderApplicationSortField } from './ports/rider-application.repository.port.js';

/** The console's queue of rider applications. */
export class ListRiderApplications {
  constructor(private readonly applications: RiderApplicationRepository) {}

  execute(query: ListQuery<RiderApplicationListFilter, RiderApplicationSortField>): Promise<Page<RiderApplication>> {
    return this.applications.list(query);
  }
}
