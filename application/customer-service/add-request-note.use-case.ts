import { parseRequestNote, RequestEvent, RequestNoteRules, type MyRequest } from '../../domain/customer-service/my-request.js';
import { ConflictError, coded } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { isOpen, loadOwnRequest, myRequestOf, titlesOf, type RequestStores } from './my-requests.js';

/**
 * The person adds a note to one of their open requests (a better time to call, a change of budget): 1-500
 * characters, at most 10 on one request. Someone else's request is a 404; a closed one a 409.
 */
export class AddRequestNote {
  constructor(
    private readonly stores: RequestStores,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: User; id: string; note: string }): Promise<MyRequest> {
    const note = parseRequestNote(input.note);
    const request = await loadOwnRequest(this.stores, input.user.id, input.id);
    if (!isOpen(request)) throw new ConflictError('MY_REQUEST_CLOSED');
    const earlier = await this.stores.events.listFor([request.record.id]);
    if (earlier.filter((e) => e.kind === 'NOTE').length >= RequestNoteRules.perRequest) {
      throw new ConflictError(coded('MY_REQUEST_TOO_MANY_NOTES', { max: RequestNoteRules.perRequest }));
    }
    const now = this.clock.now();
    const event = RequestEvent.noted({ kind: request.kind, id: request.record.id }, note, now);
    await this.stores.events.add(event);
    const titles = await titlesOf(this.stores.properties, request);
    return myRequestOf(request, [...earlier, event], titles, now);
  }
}
