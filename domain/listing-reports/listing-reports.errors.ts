import { ConflictError, ForbiddenError, NotFoundError } from '../shared/domain-error.js';
import { ListingReportMessages } from './listing-report-rules.js';

export { ListingReportMessages };

export class ListingReportNotFoundError extends NotFoundError {
  constructor() {
    super('LISTING_REPORT_NOT_FOUND');
  }
}

/** A report already dismissed or actioned cannot be reviewed again (409). */
export class ListingReportReviewedError extends ConflictError {
  constructor() {
    super('LISTING_REPORT_ALREADY_REVIEWED');
  }
}

/** The owner reporting their own listing (403). */
export class OwnListingReportError extends ForbiddenError {
  constructor() {
    super('LISTING_REPORT_OWN_LISTING');
  }
}

/**
 * The database refused a second open report by one reporter on one listing (a partial unique index): the
 * use case answers it as the repeat it is.
 */
export class DuplicateOpenReportError extends ConflictError {
  constructor() {
    super('LISTING_REPORT_REPEAT');
  }
}
