import type { RequestEventLog } from '../../../application/customer-service/ports/request-event-log.port.js';
import { RequestEvent, type RequestEventKind, type RequestKind } from '../../../domain/customer-service/my-request.js';
import type { EntityManagerSource } from './entity-manager-source.js';

interface EventRow {
  id: string;
  request_kind: string;
  request_id: string;
  kind: string;
  status: string | null;
  note: string | null;
  by_requester: boolean;
  created_at: Date | string;
}

/**
 * Requests' history in `request_events` (Migration20261202020000_request_events): rows are only inserted. Through the
 * source's fork, so inside a unit of work the event commits or rolls back with the status change it tells of.
 */
export class PostgresRequestEventLog implements RequestEventLog {
  constructor(private readonly source: EntityManagerSource) {}

  async add(event: RequestEvent): Promise<void> {
    await this.source
      .fork()
      .execute(
        'insert into request_events (id, request_kind, request_id, kind, status, note, by_requester, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
        [event.id, event.requestKind, event.requestId, event.kind, event.status, event.note, event.byRequester, event.createdAt],
      );
  }

  async listFor(requestIds: readonly string[]): Promise<RequestEvent[]> {
    if (requestIds.length === 0) return [];
    const rows = await this.source
      .fork()
      .execute<EventRow[]>(
        `select id, request_kind, request_id, kind, status, note, by_requester, created_at from request_events
         where request_id in (${requestIds.map(() => '?').join(', ')}) order by created_at, id`,
        [...requestIds],
      );
    return rows.map((row) =>
      Object.assign(new RequestEvent(), {
        id: row.id,
        requestKind: row.request_kind as RequestKind,
        requestId: row.request_id,
        kind: row.kind as RequestEventKind,
        status: row.status,
        note: row.note,
        byRequester: row.by_requester,
        createdAt: new Date(row.created_at),
      }),
    );
  }
}
