import { useNotify, useRedirect, useResourceContext } from 'react-admin';
import { messageOf } from '../apiClient';

/**
 * `queryOptions.onError` for Show pages: react-admin would say "element does not exist" for any
 * failure; show the server's message instead (403, 404, ...) and go back to the list.
 */
export function useShowErrorHandler() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (error: unknown) => {
    notify(messageOf(error), { type: 'error' });
    if (resource) redirect('list', resource);
  };
}
