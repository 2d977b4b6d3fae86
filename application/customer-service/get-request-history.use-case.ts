import { historyOf, type HistoryLine } from '../../domain/customer-service/my-request.js';
import { LeadNotFoundError } from '../../domain/leads/leads.errors.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import { FIRST_STATUS, type RequestStores } from './my-requests.js';

/**
 * The history of a callback request or a property request as the team reads it on the console's record page: made,
 * each status move, the person's own notes and their withdrawal, oldest first (the same lines the person reads on
 * "My requests"). 404 `LEAD_NOT_FOUND` / `REQUEST_NOT_FOUND` for a missing one.
 */
export class GetRequestHistory {
  constructor(private readonly stores: RequestStores) {}

  async execute(kind: 'CALLBACK' | 'PROPERTY_REQUEST', id: string): Promise<HistoryLine[]> {
    const record = kind === 'CALLBACK' ? await this.stores.leads.findById(id) : await this.stores.propertyRequests.findById(id);
    if (!record) throw kind === 'CALLBACK' ? new LeadNotFoundError() : new NotFoundError('REQUEST_NOT_FOUND');
    const events = await this.stores.events.listFor([record.id]);
    return historyOf({ createdAt: record.createdAt, firstStatus: FIRST_STATUS[kind], status: record.status, statusChangedAt: record.statusChangedAt }, events);
  }
}
