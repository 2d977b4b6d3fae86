/**
 * A console tab left open across a deploy asks for page chunks the new build no longer has (a rebuild
 * empties /admin/assets). Vite's preload helper dispatches `vite:preloadError` on `window` when a dynamic
 * import or its preloads fail; the page then reloads once to pick up the new build's entry. The moment of
 * that reload is kept in sessionStorage: a second failure within RELOAD_GUARD_MS (the new build is broken
 * too, or the server is down) does not reload again, so the tab shows react-admin's error page (kept in the
 * first script, App.tsx) instead of reloading in a loop.
 */
export const RELOAD_KEY = 'gharsetu.admin.chunkReloadAt';
export const RELOAD_GUARD_MS = 10_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether to reload now; notes the reload when it says yes. No storage (blocked) means no guard: no reload. */
export function shouldReloadForStaleChunk(storage: () => Store, now: number): boolean {
  try {
    const store = storage();
    const last = Number(store.getItem(RELOAD_KEY));
    if (last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    store.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

interface Host {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  sessionStorage: Store;
  location: Pick<Location, 'reload'>;
}

/** Reloads the page once when a chunk of an older build cannot be loaded (main.tsx, before the app renders). */
export function reloadOnStaleChunks(host: Host, now: () => number = Date.now): void {
  host.addEventListener('vite:preloadError', () => {
    if (shouldReloadForStaleChunk(() => host.sessionStorage, now())) host.location.reload();
  });
}
