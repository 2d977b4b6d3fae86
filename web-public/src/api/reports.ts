/**
 * POST /properties/{id}/reports (docs/contexts/listing-reports.md): anyone reports a listing; a signed-in reporter's token
 * keeps their phone with the report. Its own module so that only the report form's chunk carries it.
 */
import { request } from './client';
import type { ListingReportReceipt, ReportListingBody } from '../../../adapters/http/contract/wire/listing-reports';

export type { ListingReportReceipt, ReportListingBody };

export const reportListing = (propertyId: string, body: ReportListingBody) =>
  request<ListingReportReceipt>('POST', `/properties/${encodeURIComponent(propertyId)}/reports`, { body, auth: true });
