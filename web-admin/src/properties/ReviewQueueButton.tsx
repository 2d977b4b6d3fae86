import RateReviewIcon from '@mui/icons-material/RateReview';
import { Button } from '@mui/material';
import { useGetList, useListContext } from 'react-admin';
import { PROPERTY_RESOURCE } from './resource';

export const REVIEW_QUEUE_FILTER = { status: 'SUBMITTED' } as const;

/** Quick filter "Review queue": the listings waiting for approval (status SUBMITTED), with their count. */
export const ReviewQueueButton = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { total } = useGetList(PROPERTY_RESOURCE, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: REVIEW_QUEUE_FILTER,
  });
  const active = filterValues?.status === REVIEW_QUEUE_FILTER.status;
  const toggle = () => {
    const { status: _status, ...rest } = filterValues ?? {};
    setFilters(active ? rest : { ...rest, ...REVIEW_QUEUE_FILTER }, displayedFilters);
  };
  return (
    <Button
      size="small"
      variant={active ? 'contained' : 'outlined'}
      color="warning"
      aria-pressed={active}
      onClick={toggle}
      data-testid="review-queue-filter"
      startIcon={<RateReviewIcon fontSize="small" />}
      sx={{ mr: 1, whiteSpace: 'nowrap' }}
    >
      Review queue{typeof total === 'number' ? ` (${total})` : ''}
    </Button>
  );
};
