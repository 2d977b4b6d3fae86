import type { RiderApplication, RiderApplicationStatus } from '../../../domain/riders/rider-application.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

export interface RiderApplicationListFilter {
  status?: RiderApplicationStatus;
  city?: string;
  userId?: string;
}
export type RiderApplicationSortField = 'createdAt' | 'updatedAt' | 'status';

export interface RiderApplicationRepository {
  findById(id: string): Promise<RiderApplication | null>;
  /** The person's newest application, whatever its status. */
  findLatestForUser(userId: string): Promise<RiderApplication | null>;
  /** Inserts or updates (optimistic version). A second pending application of one person is refused (ConflictError). */
  save(application: RiderApplication): Promise<void>;
  list(query: ListQuery<RiderApplicationListFilter, RiderApplicationSortField>): Promise<Page<RiderApplication>>;
  /** The approved applications of riders serving a city (newest approval per person), for the assignment picker. */
  listApprovedInCity(city: string): Promise<RiderApplication[]>;
  /** The approved applications of these people (newest per person): their city and localities. */
  findApprovedForUsers(userIds: readonly string[]): Promise<RiderApplication[]>;
  /** Other people's applications made with the same Aadhaar (same keyed hash), newest first: their ids. */
  findOthersWithIdHash(hash: string, exceptUserId: string): Promise<string[]>;
}
export const RiderApplicationRepository = port<RiderApplicationRepository>('RiderApplicationRepository');
