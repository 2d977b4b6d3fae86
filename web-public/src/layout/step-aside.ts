/**
 * The floating buttons step aside while a control a person needs sits under them: plain DOM, no React, so the
 * app (FloatingButtons, useStepAside) and the islands of the pages served as HTML (home, listing, details) share it.
 */
import { floatingButtonsCover, type Box } from './layout-rules';

/**
 * What a person can act on (what the covered-controls browser check looks at too), and the listing cards people
 * read and compare: nothing of either may sit under a floating button.
 */
const CONTROLS = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex="-1"]), [data-testid="listing-card"]';
/** Sample every 12px across each button, and its very edges: a heart cannot slip between two samples, nor a card's corner past the edge. */
const STEP = 12;

/** from+0.5, from+STEP/2, … every STEP px …, to-0.5: the edges of a box and every STEP px between. */
function samples(from: number, to: number): number[] {
  const inner: number[] = [];
  for (let at = from + STEP / 2; at < to - 0.5; at += STEP) inner.push(at);
  return [from + 0.5, ...inner, to - 0.5];
}

/** Where each button of the stack rests, transforms left out (offset* ignore them): the stack's own footprint. */
function restingBoxes(stack: HTMLElement): Box[] {
  const origin = stack.getBoundingClientRect();
  return [...stack.children].map((child) => {
    const button = child as HTMLElement;
    const left = origin.left + button.offsetLeft;
    const top = origin.top + button.offsetTop;
    return { left, top, right: left + button.offsetWidth, bottom: top + button.offsetHeight };
  });
}

/** The controls under the stack's footprint, found by hit-testing the page below it. */
function controlsUnder(stack: HTMLElement, boxes: readonly Box[]): Set<Element> {
  const found = new Set<Element>();
  for (const box of boxes) {
    for (const y of samples(box.top, box.bottom)) {
      for (const x of samples(box.left, box.right)) {
        const below = document.elementsFromPoint(x, y).find((el) => !stack.contains(el));
        const control = below?.closest(CONTROLS);
        if (control) found.add(control);
      }
    }
  }
  return found;
}

/**
 * Calls `onChange(true)` while a control sits under `stack` (layout-rules.ts `floatingButtonsCover`) and
 * `onChange(false)` once it has scrolled clear; checked at most once a frame while the page scrolls, resizes or
 * changes height (results arriving, a photo loading). Returns the function that stops watching.
 */
export function watchStepAside(stack: HTMLElement, onChange: (aside: boolean) => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let frame = 0;
  let last: boolean | null = null;
  const check = () => {
    frame = 0;
    const boxes = restingBoxes(stack);
    const aside = [...controlsUnder(stack, boxes)].some((control) => floatingButtonsCover(boxes, control.getBoundingClientRect()));
    if (aside !== last) onChange((last = aside));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  const resized = new ResizeObserver(schedule);
  resized.observe(document.body);
  resized.observe(stack);
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    resized.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}

/** For the islands: toggles the stack's `floating--aside` class until `signal` aborts (the app took over). */
export function stepAsideUntil(signal: AbortSignal): void {
  const stack = document.querySelector<HTMLElement>('[data-testid="floating-buttons"]');
  if (!stack || signal.aborted) return;
  const stop = watchStepAside(stack, (aside) => stack.classList.toggle('floating--aside', aside));
  signal.addEventListener('abort', stop, { once: true });
}
