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

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Loaded<T> {
  const [data, setDataState] = useState<T | null>(null);
  const [error, setError] = useState<Loaded<T>['error']>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
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
