import type { ContainerModule } from 'inversify';
import { AddRequestNote } from '../application/customer-service/add-request-note.use-case.js';
import { ClaimRequestsByPhone } from '../application/customer-service/claim-requests-by-phone.use-case.js';
import { GetRequestHistory } from '../application/customer-service/get-request-history.use-case.js';
import { ListMyRequests } from '../application/customer-service/list-my-requests.use-case.js';
import { RequestStores } from '../application/customer-service/my-requests.js';
import { RequestEventLog } from '../application/customer-service/ports/request-event-log.port.js';
import { WithdrawMyRequest } from '../application/customer-service/withdraw-my-request.use-case.js';
import { LeadRepository } from '../application/leads/ports/lead.repository.port.js';
import { ListingReportRepository } from '../application/listing-reports/ports/listing-report.repository.port.js';
import { PropertyRepository } from '../application/properties/ports/property.repository.port.js';
import { PropertyRequestRepository } from '../application/property-requests/ports/property-request.repository.port.js';
import { Clock } from '../application/shared/ports/clock.port.js';
import { UnitOfWork } from '../application/shared/ports/unit-of-work.port.js';
import { bindClass, bindFactory, typedModule } from './typed-binding.js';

/** "My requests" on the profile, a request's history on the console, and the claim of signed-out requests after an OTP (the event log comes with the persistence module). */
export function customerServiceModule(): ContainerModule {
  return typedModule((bind) => {
    bindClass(bind, ClaimRequestsByPhone, [LeadRepository, PropertyRequestRepository, UnitOfWork]);
    bindFactory(
      bind,
      RequestStores,
      (leads: LeadRepository, propertyRequests: PropertyRequestRepository, listingReports: ListingReportRepository, events: RequestEventLog, properties: PropertyRepository) => ({
        leads,
        propertyRequests,
        listingReports,
        events,
        properties,
      }),
      [LeadRepository, PropertyRequestRepository, ListingReportRepository, RequestEventLog, PropertyRepository],
    );
    bindClass(bind, ListMyRequests, [RequestStores, Clock]);
    bindClass(bind, GetRequestHistory, [RequestStores]);
    bindClass(bind, AddRequestNote, [RequestStores, Clock]);
    bindClass(bind, WithdrawMyRequest, [RequestStores, Clock, UnitOfWork]);
  });
}
