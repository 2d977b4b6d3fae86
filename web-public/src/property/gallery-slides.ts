/**
 * The details gallery's photo loading, pure (unit-tested in gallery-slides.test.ts): which slides get their
 * photo's source, and the `sizes` that tells the browser how wide a slide really is.
 */

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

/**
 * The rendered width of a slide, as `sizes` (styles.css "Property details"; the variants are 320 / 640 /
 * 1024 px wide):
 * - phones (<= 540px): the page keeps its 16px sides (`.page` comes after `.property-page` in the CSS, so
 *   the gallery is 100vw - 32px) and, with several photos, the strip pads 16px each side and a slide is 88%
 *   of what is left: (100vw - 64px) x 0.88, 260px on a 360px phone, so DPR 2 takes the 640 px variant
 *   (521 device px) with no upscaling. A single photo fills the gallery, 328px there (656 device px, just
 *   over 640): it is announced 8px narrower so a 360px DPR-2 phone takes the 640 px variant, 2.5% upscaled,
 *   instead of the 1024 px one at 2.7 times the bytes; from 375px up it gets the 1024 px one as before;
 * - tablets: the page's width less its 16px sides;
 * - desktops: the column beside the 320px price panel, 720px on the 1120px page (narrower just above 1024px).
 */
export function gallerySizes(count: number): string {
  const phone = count > 1 ? 'calc((100vw - 64px) * 0.88)' : 'calc(100vw - 40px)';
  return `(max-width: 540px) ${phone}, (max-width: 1024px) calc(100vw - 32px), (max-width: 1120px) calc(100vw - 400px), 720px`;
}
