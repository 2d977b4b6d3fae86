/**
 * Works through rows batch after batch, as the background jobs do: `read` fetches the next batch (given the last row
 * of the batch before, for keyset paging; a job whose rows drop out once worked reads from the start each time) and
 * `work` works it. A short batch is the last; so is one `work` answers `false` for (nothing changed, so reading again
 * would only repeat it).
 */
export async function forEachBatch<Row>(
  size: number,
  read: (after: Row | undefined) => Promise<readonly Row[]>,
  work: (rows: readonly Row[]) => Promise<boolean | void>,
): Promise<void> {
  let after: Row | undefined;
  for (;;) {
    const rows = await read(after);
    const goOn = await work(rows);
    if (rows.length < size || goOn === false) return;
    after = rows[rows.length - 1];
  }
}
