/**
 * Status machines: a record moves from one status to another only along an allowed move, and a refused move throws
 * the record's own error (each context keeps its words and its error class).
 */

/** Anything with a status that is stamped when it changes. */
export interface HasStatus<S extends string> {
  status: S;
  updatedAt: Date;
}

/**
 * Moves `record` to `to` when its status is one of `from` (and stamps `updatedAt`); otherwise throws what `refuse`
 * builds, leaving the record untouched. Returns the status it moved from.
 */
export function moveStatus<S extends string>(record: HasStatus<S>, from: readonly S[], to: S, now: Date, refuse: () => Error): S {
  const previous = record.status;
  if (!from.includes(previous)) throw refuse();
  record.status = to;
  record.updatedAt = now;
  return previous;
}

/** A machine written as a table: each status and the statuses it may move to (none for a final status). */
export class StatusMachine<S extends string> {
  constructor(private readonly moves: Readonly<Record<S, readonly S[]>>) {}

  /** Where a record in `from` may go next. */
  next(from: S): readonly S[] {
    return this.moves[from];
  }

  /** Moves `record` to `to` when the table allows it from its status, as moveStatus. */
  move(record: HasStatus<S>, to: S, now: Date, refuse: () => Error): S {
    const previous = record.status;
    if (!this.next(previous).includes(to)) throw refuse();
    record.status = to;
    record.updatedAt = now;
    return previous;
  }
}
