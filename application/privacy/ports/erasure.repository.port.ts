import type { Erasure } from '../../../domain/privacy/erasure.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

export interface ErasureRepository {
  add(erasure: Erasure): Promise<void>;
  /** Newest first (the console's list). */
  list(query: ListQuery<Record<string, never>, 'createdAt'>): Promise<Page<Erasure>>;
  /**
   * What erasures kept, deleted once its date passed: the visits of each erased person (as tenant, as rider, on
   * their listings), then their withdrawn listings with the reports of them, except a listing a tenancy refers to;
   * the tenancies (with their payments, history and receipt links) of every person erased before `tenanciesBefore`,
   * then their listings left without a tenancy; and the erasure records themselves made before `recordsBefore`.
   * Returns how many visits, listings, tenancies and records went, and the stored files of the deleted visits' report
   * photos (the caller deletes them from storage).
   */
  purgeKept(now: Date, recordsBefore: Date, tenanciesBefore: Date): Promise<{ visits: number; listings: number; tenancies: number; records: number; files: string[] }>;
}
export const ErasureRepository = port<ErasureRepository>('ErasureRepository');
