import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { messageOf } from '../apiClient';
import { actionPayload, PROPERTY_UPDATED_MESSAGE, type ConsoleAction } from './propertyActions';
import { PROPERTY_RESOURCE } from './resource';
import type { Property } from './types';

/**
 * Runs one state move on one listing: dataProvider.update('post-property', { id, data: { action, reason? },
 * previousData }) (PUT /api/v1/admin/post-property/:id). 'Property updated' on success, the server's
 * message on failure; either way the page reads the listing again (a refusal usually means it changed).
 */
export function usePropertyAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<Property>();

  const run = (record: Property, action: ConsoleAction, { reason, onDone }: { reason?: string; onDone?: () => void } = {}) =>
    update(
      PROPERTY_RESOURCE,
      // The body is a state move, not a partial listing.
      { id: record.id, data: actionPayload(action, reason) as unknown as Partial<Property>, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (updated) => {
          onDone?.();
          // After a 401 react-admin logs out and resolves with an empty record: no success toast then.
          if (updated?.id == null) return;
          notify(PROPERTY_UPDATED_MESSAGE, { type: 'success' });
          refresh();
        },
        onError: (error) => {
          onDone?.();
          notify(messageOf(error), { type: 'error' });
          refresh();
        },
      },
    );

  return { run, isPending };
}
