import type { PropertyRequest, PropertyRequestStatus } from '../../../domain/property-requests/property-request.js';
import type { City } from '../../../domain/properties/property-options.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

export interface PropertyRequestListFilter {
  city?: City;
  status?: PropertyRequestStatus;
}
/** `lateFirst`: those past the reply promise first (ListQuery.lateBefore), longest waiting first, then newest first. */
export type PropertyRequestSortField = 'createdAt' | 'budget' | 'status' | 'lateFirst';

export interface PropertyRequestRepository {
  findById(id: string): Promise<PropertyRequest | null>;
  save(request: PropertyRequest): Promise<void>;
  list(query: ListQuery<PropertyRequestListFilter, PropertyRequestSortField>): Promise<Page<PropertyRequest>>;
  /** Every request made by this account or with this number, newest first (the person's data export and erasure). */
  listByPerson(person: { userId: string; mobileNo: string | null }): Promise<PropertyRequest[]>;
  /** Gives the account every request made with its number that no account holds yet; how many. */
  claimByMobile(mobileNo: string, userId: string): Promise<number>;
  /** Deletes the requests made before `deleteBefore`; clears the client address of those made before `clearAddressBefore`. */
  purge(deleteBefore: Date, clearAddressBefore: Date): Promise<{ deleted: number; addressesCleared: number }>;
}
export const PropertyRequestRepository = port<PropertyRequestRepository>('PropertyRequestRepository');
