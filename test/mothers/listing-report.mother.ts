import { ListingReport, type ListingReportReason, type Reporter } from '../../domain/listing-reports/listing-report.js';
import type { City } from '../../domain/properties/property-options.js';

let sequence = 0;

/** Object Mother for reports of listings: an anonymous visitor's open report unless a test says otherwise. */
export const ListingReportMother = {
  visitor(): Reporter {
    sequence += 1;
    return { userId: null, mobileNo: null, key: `visitor:test-${sequence}` };
  },
  by(user: { id: string; mobileNo: string | null }): Reporter {
    return { userId: user.id, mobileNo: user.mobileNo, key: `user:${user.id}` };
  },
  open(propertyId: string, overrides: { reason?: ListingReportReason; note?: string | null; city?: City; reporter?: Reporter } = {}, at = new Date('2026-11-22T10:00:00Z')): ListingReport {
    return ListingReport.file(
      {
        propertyId,
        city: overrides.city ?? 'patna',
        reason: overrides.reason ?? 'BROKER',
        note: overrides.note === undefined ? 'He says he is the owner but asks for brokerage' : overrides.note,
        reporter: overrides.reporter ?? ListingReportMother.visitor(),
      },
      at,
    );
  },
};
