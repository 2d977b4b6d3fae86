/** Report objects of docs/contexts/listing-reports.md, from the shared contract. */
export type { CheckVisit, ListingReport, ListingReportAction, ListingReportDetails, ListingReportEntry, OwnerAnswer } from '../../../adapters/http/contract/wire/listing-reports';
