import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, reloadOnStaleChunks, shouldReloadForStaleChunk } from './staleChunks';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A tab: events on a target, a session storage that survives reloads, and a count of reloads. */
function tab(storage = new MemoryStorage()) {
  const target = new EventTarget();
  const state = { reloads: 0 };
  const host = {
    addEventListener: (type: 'vite:preloadError', listener: (event: Event) => void) => target.addEventListener(type, listener),
    sessionStorage: storage,
    location: { reload: () => void (state.reloads += 1) },
  };
  const chunkFails = () => target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { host, state, chunkFails, storage };
}

describe('a console tab from an older build', () => {
  it('reloads once when a page chunk of the old build is gone', () => {
    const t = tab();
    let now = 1_000_000;
    reloadOnStaleChunks(t.host, () => now);
    t.chunkFails();
    expect(t.state.reloads).toBe(1);
    // Still failing right after the reload (the new build is broken or the server down): no reload loop.
    const afterReload = tab(t.storage);
    reloadOnStaleChunks(afterReload.host, () => now + 2_000);
    afterReload.chunkFails();
    afterReload.chunkFails();
    expect(afterReload.state.reloads).toBe(0);
    // A later deploy, long after: reloads again.
    now += RELOAD_GUARD_MS + 1;
    t.chunkFails();
    expect(t.state.reloads).toBe(2);
  });

  it('does not reload when session storage is unavailable (no way to guard against a loop)', () => {
    expect(
      shouldReloadForStaleChunk(() => {
        throw new Error('SecurityError');
      }, 5),
    ).toBe(false);
    expect(shouldReloadForStaleChunk(() => new MemoryStorage(), 5)).toBe(true);
  });
});
