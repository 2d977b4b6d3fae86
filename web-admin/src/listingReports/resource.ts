/** The console resource of reports of listings (docs/contexts/listing-reports.md): /admin/listing-reports, in the Properties area. */
export const LISTING_REPORT_RESOURCE = 'listing-reports';
/** The queue opens on the reports waiting for a review. */
export const OPEN_FILTER = { status: 'OPEN' } as const;
