import Router from '@koa/router';
import { ReportListing } from '../../../application/listing-reports/report-listing.use-case.js';
import { ListingReportMessages } from '../../../domain/listing-reports/listing-report-rules.js';
import { AppConfig } from '../../config.js';
import type { Resolved } from '../../typed-binding.js';
import { maybeUser, type guards } from '../auth-middleware.js';
import { clientAddress } from '../client-address.js';
import { ok } from '../envelope.js';
import { objectBody } from '../list-params.js';
import { reportVisitorKey } from '../visitor-key.js';

export const listingReportsNeeds = { reportListing: ReportListing, appConfig: AppConfig };

/**
 * "Report this listing": anyone, signed in or not. 201 for a new report; 200 with `already_reported`
 * when this person (or, signed out, this address) has an open report of the listing already.
 */
export function listingReportsRouter(uses: Resolved<typeof listingReportsNeeds>, guard: ReturnType<typeof guards>): Router {
  const router = new Router();
  router.post('/properties/:id/reports', guard.optionalUser, async (ctx) => {
    const body = objectBody(ctx);
    const reporter = maybeUser(ctx);
    const { report, repeat } = await uses.reportListing.execute({
      propertyId: ctx.params.id,
      reason: body.reason,
      note: body.note,
      reporter,
      // Signed in too: kept as where they reported from (a signed-out report from there is not another person).
      visitorKey: reportVisitorKey(ctx, uses.appConfig.appSecret),
      clientIp: clientAddress(ctx),
    });
    ok(ctx, { message: repeat ? ListingReportMessages.repeat : ListingReportMessages.received, data: { id: report.id, already_reported: repeat } }, repeat ? 200 : 201);
  });
  return router;
}
