/**
 * One move on a tenancy or a payment: busy while it runs, the server's message (in the reader's language) as a
 * toast when it fails and its field errors handed back, a success toast, then what comes next.
 */
import { useState } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { showToast } from '../ui/toast';

export function useMove() {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function run<T>(move: () => Promise<T>, done: (result: T) => void, success?: string): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setFieldErrors({});
    try {
      const result = await move();
      if (success) showToast(success, 'success');
      done(result);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.handled) return false;
      if (error instanceof ApiError) setFieldErrors(error.errors);
      showToast(errorMessage(error), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, fieldErrors, setFieldErrors, run };
}
