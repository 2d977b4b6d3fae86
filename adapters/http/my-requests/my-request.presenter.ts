import type { HistoryLine, MyRequest as MyRequestView } from '../../../domain/customer-service/my-request.js';
import type { MyRequest, RequestHistoryLine } from '../contract/wire/my-requests.js';

/** A request as its maker reads it: no staff names, no one else's data. */
export function myRequestJson(request: MyRequestView): MyRequest {
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    created_at: request.createdAt.toISOString(),
    open: request.open,
    reply_due_by: request.replyDueBy.toISOString(),
    reply: request.reply,
    property_id: request.subject.propertyId,
    property_title: request.subject.propertyTitle,
    city: request.subject.city,
    bhk: request.subject.bhk,
    budget: request.subject.budget,
    reason: request.subject.reason,
    history: request.history.map(historyLineJson),
  };
}

/** One line of a request's history (the person's "My requests" and the console's record page alike: no staff names). */
export function historyLineJson(line: HistoryLine): RequestHistoryLine {
  return { kind: line.kind, status: line.status, note: line.note, at: line.at.toISOString() };
}
