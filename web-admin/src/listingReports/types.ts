/** Report objects of docs/api.md ("Reports"), from the shared contract. */
export type { CheckVisit, ListingReport, ListingReportAction, ListingReportDetails, ListingReportEntry } from '../../../adapters/http/contract/wire/listing-reports';
