import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useGetList, useListContext } from 'react-admin';

/**
 * A quick filter button over a list's `status` filter (or another filter, `source`), with how many records have that
 * value ("Review queue (3)", "Needs a rider (2)", "Overdue (1)"). Pressing it again clears that filter; other filters stay.
 */
export const StatusQuickFilter = ({
  resource,
  source = 'status',
  status,
  sortField,
  label,
  icon,
  testId,
}: {
  resource: string;
  /** The filter it sets (`status` unless said). */
  source?: string;
  /** The value it sets the filter to. */
  status: string;
  /** A sort the resource accepts, for the count request. */
  sortField: string;
  label: string;
  icon: ReactNode;
  testId: string;
}) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: sortField, order: 'DESC' }, filter: { [source]: status } });
  const active = String(filterValues?.[source]) === status;
  const toggle = () => {
    const { [source]: _value, ...rest } = filterValues ?? {};
    setFilters(active ? rest : { ...rest, [source]: status }, displayedFilters);
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
