/**
 * "Load it when it comes near": one shared IntersectionObserver for every below-the-fold photo, used by the
 * React covers (LazyImage) and the prerendered home's island alike. No React here, so the island stays small.
 *
 * Why not just `loading="lazy"`: on slow connections Chrome widens its own lazy-load distance to thousands of
 * pixels, so on 3G every lazy cover of a page starts with the eager ones and shares the bandwidth with the
 * largest paint (docs/performance.md, "Pages on a phone"). Here the distance is fixed: NEAR_MARGIN above and below
 * the screen. Photos inside a horizontal scroller (the home strip) count once they show in it: a scroll
 * container clips what it hides, so the card peeking out loads, the one after it when swiped near.
 */

/** How far below (and above) the screen a photo starts loading: about two thirds of a phone card. */
export const NEAR_MARGIN = '250px 0px';

type Callback = () => void;
const waiting = new Map<Element, Callback>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        stop(entry.target);
        callback?.();
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  return observer;
}

function stop(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

/**
 * Calls `callback` once, when `element` is within NEAR_MARGIN of the screen (at once where the browser has
 * no IntersectionObserver: the native `loading="lazy"` is then the only brake). Returns a cancel function.
 */
export function whenNear(element: Element, callback: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  waiting.set(element, callback);
  sharedObserver().observe(element);
  return () => stop(element);
}

/** Photo URLs this page has already asked for: shown again (the app booting over the home, Back) at once. */
const requested = new Set<string>();
export const markRequested = (url: string) => void requested.add(url);
export const wasRequested = (url: string) => requested.has(url);
