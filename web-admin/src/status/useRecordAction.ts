import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import { messageOf } from '../apiClient';
import type { ConsoleDataProvider } from '../dataProvider/consoleActions';
import { isLoggedOutAnswer } from './reasonRules';

export interface RecordActionRun {
  id: Identifier;
  /** `status`, `assign`, `cancel`, `approve`, `reject`. */
  action: string;
  data?: Record<string, unknown>;
  /** Toast after success. */
  success: string;
  /** After success (close the dialog, ...). */
  onSuccess?: () => void;
  /** After a refusal, once its message is shown (reload a picker, ...). */
  onFailure?: (error: unknown) => void;
}

/**
 * Runs one move of a console record: POST /api/v1/admin/<resource>/<id>/<action> (dataProvider.recordAction).
 * Success: its toast, then the page reads its data again. Refusal: the server's message (spec section 8), and the
 * page reads its data again too (a refused move usually means the record changed meanwhile).
 */
export function useRecordAction(resource: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);

  const run = async ({ id, action, data, success, onSuccess, onFailure }: RecordActionRun): Promise<boolean> => {
    setPending(true);
    try {
      const result = await dataProvider.recordAction(resource, { id, action, data });
      // After a 401 react-admin logs out and resolves with an empty record: no toast then.
      if (isLoggedOutAnswer(result)) return false;
      notify(success, { type: 'success' });
      onSuccess?.();
      refresh();
      return true;
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      onFailure?.(error);
      refresh();
      return false;
    } finally {
      setPending(false);
    }
  };

  return { run, isPending };
}
