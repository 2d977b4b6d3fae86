import { useEffect, useState, type RefObject } from 'react';
import { floatingButtonsCover, type Box } from './layout-rules';

/** What a person can act on: what the covered-controls browser check looks at too. */
const CONTROLS = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex="-1"])';
/** Sample every 12px across each button: a 44px heart cannot slip between two samples. */
const STEP = 12;

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
    for (let y = box.top + STEP / 2; y < box.bottom; y += STEP) {
      for (let x = box.left + STEP / 2; x < box.right; x += STEP) {
        const below = document.elementsFromPoint(x, y).find((el) => !stack.contains(el));
        const control = below?.closest(CONTROLS);
        if (control) found.add(control);
      }
    }
  }
  return found;
}

/**
 * Whether the floating buttons should step aside: true while a control a person needs sits under them
 * (layout-rules.ts `floatingButtonsCover`), checked once a frame at most while the page scrolls, resizes or
 * changes height (results arriving, a photo loading). They come back as soon as it has scrolled clear.
 */
export function useStepAside(stackRef: RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);

  useEffect(() => {
    const stack = stackRef.current;
    if (!stack || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const boxes = restingBoxes(stack);
      const covers = [...controlsUnder(stack, boxes)].some((control) => floatingButtonsCover(boxes, control.getBoundingClientRect()));
      setAside(covers);
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
  }, [stackRef]);

  return aside;
}
