import Router from '@koa/router';
import type { Context } from 'koa';
import { BookCheckVisit } from '../../../application/listing-reports/book-check-visit.use-case.js';
import { DismissListingReports } from '../../../application/listing-reports/dismiss-listing-reports.use-case.js';
import { GetListingReport } from '../../../application/listing-reports/get-listing-report.use-case.js';
import { ListListingReports } from '../../../application/listing-reports/list-listing-reports.use-case.js';
import type { ListingReportSortField } from '../../../application/listing-reports/ports/listing-report.repository.port.js';
import { TakeDownReportedListing } from '../../../application/listing-reports/take-down-reported-listing.use-case.js';
import { ListingReportReasons, ListingReportStatuses } from '../../../domain/listing-reports/listing-report-rules.js';
import { ListingReportNotFoundError } from '../../../domain/listing-reports/listing-reports.errors.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import type { Resolved } from '../../typed-binding.js';
import { currentUser } from '../auth-middleware.js';
import { isUuid, objectBody, optionalEnum } from '../list-params.js';
import { listingReportDetailsJson, listingReportJson } from '../listing-report-presenters.js';
import { simpleRestResource } from './resource.js';

const REPORT_SORT: Record<string, ListingReportSortField> = { created_at: 'createdAt', updated_at: 'updatedAt', status: 'status' };

export const consoleListingReportsNeeds = {
  listListingReports: ListListingReports,
  getListingReport: GetListingReport,
  dismissListingReports: DismissListingReports,
  takeDownReportedListing: TakeDownReportedListing,
  bookCheckVisit: BookCheckVisit,
};

/**
 * The console's Reports resource (`listing-reports`): the queue (filters status, reason, city, listing
 * `property_id`, search `q` over notes and reporters' numbers), a report's record page with its listing and every
 * report of it, and the three moves on the listing's open reports: dismiss (a note), take down (a reason the owner
 * is sent by SMS), book a rider's check visit (a slot). Each move answers the record page again. Admin only
 * (guarded on the mount).
 */
export function consoleListingReportsRouter(uses: Resolved<typeof consoleListingReportsNeeds>): Router {
  const router = new Router();
  const notFound = () => new ListingReportNotFoundError();
  const reportId = (ctx: Context) => {
    if (!isUuid(ctx.params.id!)) throw notFound();
    return ctx.params.id!;
  };
  const details = async (id: string) => listingReportDetailsJson(await uses.getListingReport.execute(id));

  simpleRestResource(router, 'listing-reports', {
    notFound,
    list: {
      sortable: REPORT_SORT,
      defaultSort: 'createdAt',
      filter: (filter) => {
        const propertyId = filter.property_id;
        if (propertyId !== undefined && propertyId !== '' && (typeof propertyId !== 'string' || !isUuid(propertyId))) throw ValidationError.field('property_id', 'PROPERTY_ID');
        return {
          status: optionalEnum(filter.status, ListingReportStatuses, 'status'),
          reason: optionalEnum(filter.reason, ListingReportReasons, 'reason'),
          city: optionalEnum(filter.city, Cities, 'city'),
          propertyId: typeof propertyId === 'string' && propertyId !== '' ? propertyId.toLowerCase() : undefined,
        };
      },
      read: (query) => uses.listListingReports.execute(query),
      row: () => listingReportJson,
    },
    get: (_ctx, id) => details(id),
  });
  router.post('/admin/listing-reports/:id/dismiss', async (ctx) => {
    const report = await uses.dismissListingReports.execute({ actor: currentUser(ctx), reportId: reportId(ctx), note: objectBody(ctx).note });
    ctx.body = await details(report.id);
  });
  router.post('/admin/listing-reports/:id/take-down', async (ctx) => {
    const report = await uses.takeDownReportedListing.execute({ actor: currentUser(ctx), reportId: reportId(ctx), reason: objectBody(ctx).reason });
    ctx.body = await details(report.id);
  });
  router.post('/admin/listing-reports/:id/check-visit', async (ctx) => {
    const body = objectBody(ctx);
    const { report } = await uses.bookCheckVisit.execute({ actor: currentUser(ctx), reportId: reportId(ctx), slotDate: body.slot_date, slotStart: body.slot_start, note: body.note });
    ctx.status = 201;
    ctx.body = await details(report.id);
  });
  return router;
}
