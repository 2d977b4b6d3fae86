import { v7 as uuidv7 } from 'uuid';
import { checkText, parseText } from '../shared/text.js';

/**
 * "My requests": what a person asked of the team (a callback request, a property request, a listing report), as
 * they follow it on their profile: its status, its history (status changes with dates, never who on the team made
 * them), and the reply promise of the site (a reply within 24-48 hours).
 */
export const RequestKinds = ['CALLBACK', 'PROPERTY_REQUEST', 'LISTING_REPORT'] as const;
export type RequestKind = (typeof RequestKinds)[number];

/** The promise the site makes: a reply within 24 to 48 hours. Past the latest hour without an answer, we are late. */
export const REPLY_PROMISE_HOURS = { earliest: 24, latest: 48 } as const;
const HOUR_MS = 3_600_000;

/** A person's note on their own request: 1 to 500 characters; at most 10 notes on one request. */
export const RequestNoteRules = { max: 500, perRequest: 10 } as const;

/** The note's problem ('This field is required', 'Must be at most 500 characters.') or null. */
export function checkRequestNote(value: unknown): string | null {
  return checkText(value, { required: true, max: RequestNoteRules.max });
}

/** The note as stored (trimmed, invisible controls removed); throws the field error `note`. */
export function parseRequestNote(value: unknown): string {
  return parseText(value, 'note', { required: true, max: RequestNoteRules.max })!;
}

export const RequestEventKinds = ['STATUS', 'NOTE', 'WITHDRAWN'] as const;
export type RequestEventKind = (typeof RequestEventKinds)[number];

/**
 * One line of a request's history: the team moved its status (STATUS), the person added a note (NOTE) or withdrew
 * it (WITHDRAWN, with the status it closed in). Who on the team acted is not kept here: the person never sees it
 * (the request's own row and the audit log keep it for the team).
 */
export class RequestEvent {
  id!: string;
  requestKind!: RequestKind;
  requestId!: string;
  kind!: RequestEventKind;
  /** The status the request moved to (STATUS, WITHDRAWN); null for a note. */
  status!: string | null;
  /** The person's words (NOTE); null otherwise. */
  note!: string | null;
  /** Whether the person who made the request did this (a note, a withdrawal), not the team. */
  byRequester!: boolean;
  createdAt!: Date;

  private static make(fields: Omit<RequestEvent, 'id'>): RequestEvent {
    return Object.assign(new RequestEvent(), { id: uuidv7(), ...fields });
  }

  static statusChanged(request: { kind: RequestKind; id: string }, status: string, now: Date): RequestEvent {
    return RequestEvent.make({ requestKind: request.kind, requestId: request.id, kind: 'STATUS', status, note: null, byRequester: false, createdAt: now });
  }

  static noted(request: { kind: RequestKind; id: string }, note: string, now: Date): RequestEvent {
    return RequestEvent.make({ requestKind: request.kind, requestId: request.id, kind: 'NOTE', status: null, note, byRequester: true, createdAt: now });
  }

  static withdrawn(request: { kind: RequestKind; id: string }, status: string, now: Date): RequestEvent {
    return RequestEvent.make({ requestKind: request.kind, requestId: request.id, kind: 'WITHDRAWN', status, note: null, byRequester: true, createdAt: now });
  }
}

/** Where the reply promise stands: WAITING (within 48 hours), LATE (48 hours passed, no answer), ANSWERED (the team moved it on), or WITHDRAWN (by the person, before an answer). */
export type ReplyState = 'WAITING' | 'LATE' | 'ANSWERED' | 'WITHDRAWN';

/** When the promised reply is due at the latest. */
export function replyDueBy(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REPLY_PROMISE_HOURS.latest * HOUR_MS);
}

/**
 * A request still waiting for its first answer (status as made: NEW, or OPEN for a report) is LATE once 48 hours
 * have passed since it was made. The person's own notes are not an answer.
 */
export function replyStateOf(request: { createdAt: Date; awaitingAnswer: boolean; withdrawnUnanswered: boolean }, now: Date): ReplyState {
  if (request.withdrawnUnanswered) return 'WITHDRAWN';
  if (request.awaitingAnswer) return now.getTime() >= replyDueBy(request.createdAt).getTime() ? 'LATE' : 'WAITING';
  return 'ANSWERED';
}

/** Whether a request made at `createdAt` and still in its first status is past the promise at `now` (the console's mark). */
export function isPastReplyPromise(createdAt: Date, awaitingAnswer: boolean, now: Date): boolean {
  return awaitingAnswer && now.getTime() >= replyDueBy(createdAt).getTime();
}

/** A request made before this moment and still in its first status is past the promise at `now` (the console's late-first order). */
export function lateBefore(now: Date): Date {
  return new Date(now.getTime() - REPLY_PROMISE_HOURS.latest * HOUR_MS);
}

/** One line of the history the person reads. */
export interface HistoryLine {
  kind: 'CREATED' | RequestEventKind;
  status: string | null;
  note: string | null;
  at: Date;
}

/** A request as its maker follows it. */
export interface MyRequest {
  kind: RequestKind;
  id: string;
  status: string;
  /** What it was about: the listing (callback on a listing, report), or the city and budget asked for. */
  subject: { propertyId: string | null; propertyTitle: string | null; city: string | null; bhk: number | null; budget: number | null; reason: string | null };
  createdAt: Date;
  /** Still open: the person may add a note or withdraw it. */
  open: boolean;
  replyDueBy: Date;
  reply: ReplyState;
  history: HistoryLine[];
}

/**
 * The history of a request: made (in its first status), then every stored event oldest first. A status change the
 * team made before events were kept shows as one line at the request's last status change.
 */
export function historyOf(
  request: { createdAt: Date; firstStatus: string; status: string; statusChangedAt: Date | null },
  events: readonly RequestEvent[],
): HistoryLine[] {
  const lines: HistoryLine[] = [{ kind: 'CREATED', status: request.firstStatus, note: null, at: request.createdAt }];
  const stored = [...events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const anyMove = stored.some((e) => e.kind !== 'NOTE');
  if (!anyMove && request.status !== request.firstStatus && request.statusChangedAt) {
    lines.push({ kind: 'STATUS', status: request.status, note: null, at: request.statusChangedAt });
  }
  for (const e of stored) lines.push({ kind: e.kind, status: e.status, note: e.note, at: e.createdAt });
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
}
