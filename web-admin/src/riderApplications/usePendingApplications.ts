import { useGetList } from 'react-admin';
import { PENDING_FILTER, RIDER_APPLICATION_RESOURCE } from './resource';

/** How many rider applications wait for a decision (one-row page; the total comes from Content-Range). */
export function usePendingApplicationsCount(): number | undefined {
  const { total } = useGetList(RIDER_APPLICATION_RESOURCE, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: PENDING_FILTER,
  });
  return typeof total === 'number' ? total : undefined;
}
