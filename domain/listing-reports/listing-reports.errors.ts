import { ConflictError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';
import { ListingReportMessages } from './listing-report-rules.js';

export { ListingReportMessages };

export class ListingReportNotFoundError extends NotFoundError {
  constructor() {
    super(ListingReportMessages.notFound);
  }
}

/** A report already dismissed or actioned cannot be reviewed again (409). */
export class ListingReportReviewedError extends ConflictError {
  constructor() {
    super(ListingReportMessages.alreadyReviewed);
  }
}

/** The owner reporting their own listing (403). */
export class OwnListingReportError extends ForbiddenError {
  constructor() {
    super(ListingReportMessages.ownListing);
  }
}

/**
 * The database refused a second open report by one reporter on one listing (a partial unique index): the
 * use case answers it as the repeat it is.
 */
export class DuplicateOpenReportError extends ConflictError {
  constructor() {
    super(ListingReportMessages.repeat);
  }
}
