import RateReviewIcon from '@mui/icons-material/RateReview';
import { StatusQuickFilter } from '../status/StatusQuickFilter';
import { PROPERTY_RESOURCE } from './resource';

export const REVIEW_QUEUE_FILTER = { status: 'SUBMITTED' } as const;

/** Quick filter "Review queue": the listings waiting for approval (status SUBMITTED), with their count. */
export const ReviewQueueButton = () => (
  <StatusQuickFilter
    resource={PROPERTY_RESOURCE}
    status={REVIEW_QUEUE_FILTER.status}
    sortField="created_at"
    label="Review queue"
    icon={<RateReviewIcon fontSize="small" />}
    testId="review-queue-filter"
  />
);
