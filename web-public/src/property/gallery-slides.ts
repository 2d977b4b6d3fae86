/** The details gallery's photo loading, pure (unit-tested in gallery-slides.test.ts): which slides get their photo's source. */

/**
 * The slides whose `<img>` has its `src` / `srcset`: the one on screen (`current`) at once; its neighbours
 * (the next one peeks in from the right on phones) only once the current photo has arrived, so on 3G the
 * cover, the page's largest paint, does not share the connection with them. A slide keeps its source once it
 * has one (no photo goes blank when swiped past). Returns `previous` itself when nothing changes.
 */
export function slidesWithSources(previous: ReadonlySet<number>, count: number, current: number, currentArrived: boolean): ReadonlySet<number> {
  if (count <= 0) return previous;
  const on = Math.min(count - 1, Math.max(0, Math.round(current)));
  const wanted = currentArrived ? [on, on - 1, on + 1] : [on];
  const added = wanted.filter((i) => i >= 0 && i < count && !previous.has(i));
  return added.length ? new Set([...previous, ...added]) : previous;
}
