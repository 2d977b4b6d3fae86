import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useGetList, useListContext } from 'react-admin';

/**
 * A quick filter button over a list's `status` filter, with how many records have that status ("Review queue (3)",
 * "Needs a rider (2)"). Pressing it again clears the status filter; other filters stay.
 */
export const StatusQuickFilter = ({
  resource,
  status,
  sortField,
  label,
  icon,
  testId,
}: {
  resource: string;
  status: string;
  /** A sort the resource accepts, for the count request. */
  sortField: string;
  label: string;
  icon: ReactNode;
  testId: string;
}) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: sortField, order: 'DESC' }, filter: { status } });
  const active = filterValues?.status === status;
  const toggle = () => {
    const { status: _status, ...rest } = filterValues ?? {};
    setFilters(active ? rest : { ...rest, status }, displayedFilters);
  };
  return (
    <Button
      size="small"
      variant={active ? 'contained' : 'outlined'}
      color="warning"
      aria-pressed={active}
      onClick={toggle}
      data-testid={testId}
      startIcon={icon}
      sx={{ mr: 1, whiteSpace: 'nowrap' }}
    >
      {label}
      {typeof total === 'number' ? ` (${total})` : ''}
    </Button>
  );
};
