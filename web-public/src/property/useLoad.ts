/** Load data for a page: aborts the previous call when its inputs change, keeps the last answer on screen while reloading. */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { ApiError, errorMessage } from '../api/client';

export interface Loaded<T> {
  data: T | null;
  /** The failure of the last call (null while loading or after success). */
  error: { status: number; message: string } | null;
  loading: boolean;
  reload(): void;
  /** Change the data in place (after an action the server confirmed). */
  setData(update: (current: T | null) => T | null): void;
}

/**
 * `initial`: data the page already has (a server-rendered page's seed, ssr/page-seed.tsx), shown from the first
 * render (also on the server, where effects never run); `fresh` skips the first load, otherwise it still runs
 * (e.g. a signed-in visitor's hearts) with the data on screen meanwhile.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, initial?: { data: T; fresh: boolean } | null): Loaded<T> {
  const [data, setDataState] = useState<T | null>(initial?.data ?? null);
  const [error, setError] = useState<Loaded<T>['error']>(null);
  const [loading, setLoading] = useState(!initial?.fresh);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const skipFirst = useRef(Boolean(initial?.fresh));

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setDataState(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError({ status: failure instanceof ApiError ? failure.status : 0, message: errorMessage(failure) });
        setLoading(false);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  // Loading at once (not one render later), so a page reading `loading` right after reload() sees the call under way.
  const reload = useCallback(() => {
    setLoading(true);
    setAttempt((n) => n + 1);
  }, []);
  const setData = useCallback((update: (current: T | null) => T | null) => setDataState(update), []);
  return { data, error, loading, reload, setData };
}
