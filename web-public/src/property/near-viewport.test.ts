import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in IntersectionObserver (the tests run in Node): records its options and lets a test report entries. */
class FakeObserver {
  static last: FakeObserver | null = null;
  static created = 0;
  observed = new Set<Element>();
  constructor(
    public callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void,
    public options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
    FakeObserver.created++;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  report(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting }]);
  }
}

const element = () => ({}) as Element;

describe('whenNear', () => {
  beforeEach(() => {
    vi.resetModules(); // a fresh shared observer per test
    FakeObserver.last = null;
    FakeObserver.created = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls back once, when the element comes within 250px of the screen, through one shared observer', async () => {
    const { whenNear, NEAR_MARGIN } = await import('./near-viewport');
    const [a, b] = [element(), element()];
    const loadA = vi.fn();
    const loadB = vi.fn();
    whenNear(a, loadA);
    whenNear(b, loadB);
    const observer = FakeObserver.last!;
    expect(FakeObserver.created).toBe(1);
    expect(observer.options.rootMargin).toBe(NEAR_MARGIN);
    expect(NEAR_MARGIN).toBe('250px 0px');

    observer.report(a, false); // far below the screen
    expect(loadA).not.toHaveBeenCalled();
    observer.report(a, true);
    observer.report(a, true);
    expect(loadA).toHaveBeenCalledTimes(1);
    expect(observer.observed.has(a)).toBe(false);
    expect(loadB).not.toHaveBeenCalled();
  });

  it('can be cancelled (the card left the page)', async () => {
    const { whenNear } = await import('./near-viewport');
    const a = element();
    const load = vi.fn();
    const cancel = whenNear(a, load);
    cancel();
    expect(FakeObserver.last!.observed.has(a)).toBe(false);
    FakeObserver.last!.report(a, true);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { whenNear } = await import('./near-viewport');
    const load = vi.fn();
    whenNear(element(), load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('remembers the photos this page already asked for', async () => {
    const { markRequested, wasRequested } = await import('./near-viewport');
    expect(wasRequested('/media/a-640.webp')).toBe(false);
    markRequested('/media/a-640.webp');
    expect(wasRequested('/media/a-640.webp')).toBe(true);
  });
});
