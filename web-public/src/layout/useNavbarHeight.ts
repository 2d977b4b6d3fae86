import { useEffect } from 'react';

/**
 * Keeps the CSS variable `--navbar-height` equal to the navbar's real height. The navbar wraps onto two rows
 * on narrow screens (a long name, "Post Your Property"), and everything placed below it (the fixed sidebar and
 * its collapse button, sticky panels, the main column's minimum height) reads the variable: measured, not
 * assumed, so the navbar never covers them.
 */
export function useNavbarHeight(shown: boolean): void {
  useEffect(() => {
    const navbar = shown ? document.querySelector<HTMLElement>('[data-testid="navbar"]') : null;
    const root = document.documentElement.style;
    if (!navbar || typeof ResizeObserver === 'undefined') return;
    const measure = () => root.setProperty('--navbar-height', `${navbar.offsetHeight}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(navbar);
    measure();
    return () => {
      observer.disconnect();
      root.removeProperty('--navbar-height');
    };
  }, [shown]);
}
