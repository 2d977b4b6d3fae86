import { RequestEvent, type MyRequest } from '../../domain/customer-service/my-request.js';
import { ConflictError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { isOpen, loadOwnRequest, myRequestOf, titlesOf, type RequestStores } from './my-requests.js';

/** The note a withdrawn report is closed with (the team reads it on the report). */
export const WITHDRAWN_REPORT_NOTE = 'Withdrawn by the person who reported it.';

/**
 * The person withdraws one of their open requests: a callback request or a property request is CLOSED, a listing
 * report CLOSED without a review (it no longer counts toward hiding the listing; a listing already hidden stays so
 * until the team decides). The change and its history line are stored together. 404 for someone else's, 409 when closed.
 */
export class WithdrawMyRequest {
  constructor(
    private readonly stores: RequestStores,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { user: User; id: string }): Promise<MyRequest> {
    const request = await loadOwnRequest(this.stores, input.user.id, input.id);
    if (!isOpen(request)) throw new ConflictError('MY_REQUEST_CLOSED');
    const now = this.clock.now();
    const event = RequestEvent.withdrawn({ kind: request.kind, id: request.record.id }, 'CLOSED', now);
    await this.unitOfWork.run(async () => {
      switch (request.kind) {
        case 'CALLBACK':
          request.record.changeStatus('CLOSED', input.user.id, now);
          await this.stores.leads.save(request.record);
          break;
        case 'PROPERTY_REQUEST':
          request.record.changeStatus('CLOSED', input.user.id, now);
          await this.stores.propertyRequests.save(request.record);
          break;
        case 'LISTING_REPORT':
          request.record.close(WITHDRAWN_REPORT_NOTE, now);
          await this.stores.listingReports.save(request.record);
          break;
      }
      await this.stores.events.add(event);
    });
    const earlier = await this.stores.events.listFor([request.record.id]);
    const titles = await titlesOf(this.stores.properties, request);
    return myRequestOf(request, earlier, titles, now);
  }
}
