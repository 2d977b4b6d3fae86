import { Clock } from '../../../application/shared/ports/clock.port.js';
import { BookCheckVisit } from '../../../application/listing-reports/book-check-visit.use-case.js';
import { DismissListingReports } from '../../../application/listing-reports/dismiss-listing-reports.use-case.js';
import { GetListingReport } from '../../../application/listing-reports/get-listing-report.use-case.js';
import { GetListingReportHistory } from '../../../application/listing-reports/get-listing-report-history.use-case.js';
import type { ListingReportRow } from '../../../application/listing-reports/listing-report-views.js';
import { ListListingReports } from '../../../application/listing-reports/list-listing-reports.use-case.js';
import type { ListingReportListFilter, ListingReportSortField } from '../../../application/listing-reports/ports/listing-report.repository.port.js';
import { ReportListing } from '../../../application/listing-reports/report-listing.use-case.js';
import { GetMyListingCheck } from '../../../application/listing-reports/get-my-listing-check.use-case.js';
import { AnswerListingReports } from '../../../application/listing-reports/answer-listing-reports.use-case.js';
import { TakeDownReportedListing } from '../../../application/listing-reports/take-down-reported-listing.use-case.js';
import { ListingReportReasons, ListingReportStatuses } from '../../../domain/listing-reports/listing-report-rules.js';
import { ListingReportNotFoundError } from '../../../domain/listing-reports/listing-reports.errors.js';
import { PropertyNotFoundError } from '../../../domain/properties/properties.errors.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { AppConfig } from '../../config.js';
import { clientAddress } from '../client-address.js';
import { Type } from '@sinclair/typebox';
import { EnvelopeOf, ListingReportDetailsSchema, ListingReportHistoryLineSchema, ListingReportReceiptSchema, ListingReportSchema, OwnerListingCheckSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { optionalEnum, optionalUuid } from '../list-params.js';
import { Answer, declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { reportVisitorKey } from '../visitor-key.js';
import { listingReportDetailsJson, listingReportJson, ownerListingCheckJson, reportHistoryLineJson } from './listing-report.presenter.js';
import { CheckVisitDto, DismissReportsDto, OwnerAnswerDto, ReportListingDto, TakeDownDto } from './listing-reports.dto.js';
import { reportNoteOf } from '../../../domain/listing-reports/listing-report.js';

export const listingReportsNeeds = { reportListing: ReportListing, appConfig: AppConfig, getMyListingCheck: GetMyListingCheck, answerListingReports: AnswerListingReports };

/**
 * "Report this listing": anyone, signed in or not. 201 for a new report; 200 with `already_reported`
 * when this person (or, signed out, this address) has an open report of the listing already.
 */
export const listingReportsRoutes = declareRoutes(listingReportsNeeds, { tag: 'Reports', dialect: 'envelope' }, (route) => [
  route({
    method: 'POST',
    path: '/properties/:id/reports',
    access: 'public',
    signIn: 'optional',
    summary: 'Report a listing (a reason from the five, a note; signed in or not)',
    description:
      '201 a new report; 200 with `already_reported: true` when this person (signed out: this address) has an open report of the listing already (nothing is counted twice). 404 a listing that is not public (nor under review); 403 its owner; 429 too many reports.',
    body: ReportListingDto,
    bodyRequired: false,
    notFound: () => new PropertyNotFoundError(),
    ok: [
      { status: 201, schema: EnvelopeOf(ListingReportReceiptSchema) },
      { status: 200, schema: EnvelopeOf(ListingReportReceiptSchema) },
    ],
    errors: [401, 403, 404, 429],
    handle: async ({ body, params, actor, ctx }, uses) => {
      const { report, repeat } = await uses.reportListing.execute({
        propertyId: params.id!,
        reason: body.reason,
        note: reportNoteOf(body.note),
        reporter: actor,
        // Signed in too: kept as where they reported from (a signed-out report from there is not another person).
        visitorKey: reportVisitorKey(ctx, uses.appConfig.appSecret),
        clientIp: clientAddress(ctx),
      });
      const answer = envelope({ message: repeat ? 'LISTING_REPORT_REPEAT' : 'LISTING_REPORT_RECEIVED', data: { id: report.id, already_reported: repeat } });
      return repeat ? new Answer(200, answer) : answer;
    },
  }),
  route({
    method: 'GET',
    path: '/properties/:id/report-check',
    access: 'signed-in',
    summary: "The owner's view of their listing's check of reports: held or not, the reasons and how many people gave each, their answers",
    description: 'Never who reported nor their notes. 404 for anyone but the owner (and admins).',
    notFound: () => new PropertyNotFoundError(),
    ok: [{ status: 200, schema: EnvelopeOf(OwnerListingCheckSchema) }],
    errors: [401, 404],
    handle: async ({ params, actor }, uses) => envelope({ data: ownerListingCheckJson(await uses.getMyListingCheck.execute({ actor, propertyId: params.id! })) }),
  }),
  route({
    method: 'POST',
    path: '/properties/:id/report-answers',
    access: 'signed-in',
    summary: "The owner answers the reports that keep their listing out of search (`text`, 10 to 1000 characters; at most 3 per check)",
    description: '201 with the check as it now stands. 404 for anyone but the owner; 409 when reports do not hold the listing, or the owner already sent 3 answers for this check.',
    body: OwnerAnswerDto,
    bodyRequired: false,
    notFound: () => new PropertyNotFoundError(),
    ok: [{ status: 201, schema: EnvelopeOf(OwnerListingCheckSchema) }],
    errors: [400, 401, 404, 409],
    handle: async ({ params, actor, body }, uses) => {
      const check = await uses.answerListingReports.execute({ actor, propertyId: params.id!, text: body.text });
      return new Answer(201, envelope({ message: 'LISTING_REPORT_ANSWER_SAVED', data: ownerListingCheckJson(check) }));
    },
  }),
]);

/** `late_first`: open reports past the reply promise first (the console's default order). */
const REPORT_SORT: Record<string, ListingReportSortField> = { created_at: 'createdAt', updated_at: 'updatedAt', status: 'status', late_first: 'lateFirst' };

export const consoleListingReportsNeeds = {
  listListingReports: ListListingReports,
  getListingReport: GetListingReport,
  dismissListingReports: DismissListingReports,
  takeDownReportedListing: TakeDownReportedListing,
  bookCheckVisit: BookCheckVisit,
  clock: Clock,
  getListingReportHistory: GetListingReportHistory,
};

const notFound = () => new ListingReportNotFoundError();

/** A report's record page: the report (marked when past the reply promise), its listing, every report of the listing and its check visits. */
const details = async (uses: { getListingReport: GetListingReport; clock: Clock }, id: string) => listingReportDetailsJson(await uses.getListingReport.execute(id), uses.clock.now());

/**
 * The console's Reports resource (`listing-reports`): the queue (filters status, reason, city, listing
 * `property_id`, search `q` over notes and reporters' numbers), a report's record page with its listing and every
 * report of it, and the three moves on the listing's open reports: dismiss (a note), take down (a reason the owner
 * is sent by SMS), book a rider's check visit (a slot). Each move answers the record page again; the page reads the
 * report's history beside it. Admin only.
 */
export const consoleListingReportsRoutes = declareRoutes(consoleListingReportsNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('listing-reports', 'List reports (filters status, reason, city, property_id; q)', ListingReportSchema, (uses, actor): ResourceList<ListingReportListFilter, ListingReportSortField, ListingReportRow> => ({
      sortable: REPORT_SORT,
      defaultSort: 'createdAt',
      filter: (filter) => {
        const propertyId = optionalUuid(filter.property_id, 'property_id', 'PROPERTY_ID');
        return {
          status: optionalEnum(filter.status, ListingReportStatuses, 'status'),
          reason: optionalEnum(filter.reason, ListingReportReasons, 'reason'),
          city: optionalEnum(filter.city, Cities, 'city'),
          propertyId,
        };
      },
      read: (query) => uses.listListingReports.execute(query, { actor, resource: 'listing-reports' }),
      row: () => {
        const now = uses.clock.now();
        return (row) => listingReportJson(row, now);
      },
    })),
  ),
  route({
    method: 'GET',
    path: '/admin/listing-reports/:id',
    access: ['ADMIN'],
    summary: 'A report with its listing, every report of the listing and its check visits',
    notFound,
    ok: [{ status: 200, schema: ListingReportDetailsSchema }],
    errors: [404],
    handle: async ({ params }, uses) => details(uses, params.id!),
  }),
  // The record page's history: filed, the reporter's notes, the reviews and what admins did to the listing, by whom.
  route({
    method: 'GET',
    path: '/admin/listing-reports/:id/history',
    access: ['ADMIN'],
    summary: "A report's history: filed, the reporter's notes and withdrawal, dismissed, the listing taken down or put back, who acted and when; oldest first",
    notFound,
    ok: [{ status: 200, schema: Type.Array(ListingReportHistoryLineSchema) }],
    errors: [404],
    handle: async ({ params }, uses) => (await uses.getListingReportHistory.execute({ reportId: params.id! })).map(reportHistoryLineJson),
  }),
  route({
    method: 'POST',
    path: '/admin/listing-reports/:id/dismiss',
    access: ['ADMIN'],
    summary: "Dismiss the listing's open reports (`note` optional); a listing under review goes back live",
    body: DismissReportsDto,
    bodyRequired: false,
    notFound,
    ok: [{ status: 200, schema: ListingReportDetailsSchema }],
    errors: [404, 409],
    handle: async ({ body, params, actor }, uses) => {
      const report = await uses.dismissListingReports.execute({ actor, reportId: params.id!, note: reportNoteOf(body.note) });
      return details(uses, report.id);
    },
  }),
  route({
    method: 'POST',
    path: '/admin/listing-reports/:id/take-down',
    access: ['ADMIN'],
    summary: 'Take the listing down (`reason`, sent to the owner by SMS); its open reports are actioned',
    body: TakeDownDto,
    bodyRequired: false,
    notFound,
    ok: [{ status: 200, schema: ListingReportDetailsSchema }],
    errors: [404, 409],
    handle: async ({ body, params, actor }, uses) => {
      const report = await uses.takeDownReportedListing.execute({ actor, reportId: params.id!, reason: body.reason });
      return details(uses, report.id);
    },
  }),
  route({
    method: 'POST',
    path: '/admin/listing-reports/:id/check-visit',
    access: ['ADMIN'],
    summary: "Book a rider's visit to check the listing (`slot_date`, `slot_start`), assigned to the best free rider of its city",
    body: CheckVisitDto,
    bodyRequired: false,
    notFound,
    ok: [{ status: 201, schema: ListingReportDetailsSchema }],
    errors: [404, 409],
    handle: async ({ body, params, actor }, uses) => {
      const { report } = await uses.bookCheckVisit.execute({ actor, reportId: params.id!, slotDate: body.slot_date, slotStart: body.slot_start, note: body.note });
      return details(uses, report.id);
    },
  }),
]);
