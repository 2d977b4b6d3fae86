import { readFile, rm } from 'node:fs/promises';
import { Type } from '@sinclair/typebox';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { MAX_IMAGE_BYTES } from '../../../application/properties/ports/image-processor.port.js';
import { AssignRider } from '../../../application/rides/assign-rider.use-case.js';
import { BookRide } from '../../../application/rides/book-ride.use-case.js';
import { CancelRide } from '../../../application/rides/cancel-ride.use-case.js';
import { CompleteRide } from '../../../application/rides/complete-ride.use-case.js';
import { CountVisitDecisions } from '../../../application/rides/count-visit-decisions.use-case.js';
import { DecideAfterVisit } from '../../../application/rides/decide-after-visit.use-case.js';
import { ConfirmRide } from '../../../application/rides/confirm-ride.use-case.js';
import { FindFreeRiders } from '../../../application/rides/find-free-riders.use-case.js';
import { GetRide } from '../../../application/rides/get-ride.use-case.js';
import { ListMyRides } from '../../../application/rides/list-my-rides.use-case.js';
import { MarkRideNoShow } from '../../../application/rides/mark-ride-no-show.use-case.js';
import type { RideView } from '../../../application/rides/ride-views.js';
import { StartRide } from '../../../application/rides/start-ride.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { parseSlotHour } from '../../../domain/rides/ride-slot.js';
import { MAX_REPORT_PHOTOS, reportMatched } from '../../../domain/rides/ride.js';
import { VisitDecisionMessages } from '../../../domain/rides/visit-decision.js';
import { RideMessages, RideNotFoundError } from '../../../domain/rides/rides.errors.js';
import type { User } from '../../../domain/users/user.js';
import { MediaLinks } from '../../storage/media-links.js';
import { EnvelopeOf, FreeRiderSchema, PagedEnvelopeOf, RideSchema, VisitDecisionCountsSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { envelopePage } from '../shared/paging.js';
import { declareRoutes } from '../shared/route.js';
import { decisionCountsJson, freeRiderJson, rideJson } from './ride.presenter.js';
import { BookRideDto, DecisionCountsQueryDto, RideActionDto, RideListQueryDto, VisitDecisionDto } from './rides.dto.js';

type UploadedFile = { filepath: string };

/** multipart/form-data for a completed visit's report: field `photos`, at most 10 files of 10 MB each. */
const reportMultipartParser = koaBody({
  multipart: true,
  formidable: { maxFileSize: MAX_IMAGE_BYTES, maxTotalFileSize: MAX_IMAGE_BYTES * MAX_REPORT_PHOTOS, maxFiles: MAX_REPORT_PHOTOS, maxFields: 10 },
  onError: (error: Error, ctx: Context) => {
    const status = (error as { httpCode?: number }).httpCode === 413 || /maxFileSize|maxTotalFileSize/.test(error.message) ? 413 : 400;
    ctx.throw(status, error.message);
  },
});

/**
 * Parses only a multipart request: a JSON body (every other move) was already read by the app's body
 * parser, and reading the spent stream again failed every JSON PATCH with "not valid JSON".
 */
const reportMultipart = (ctx: Context, next: Next) => (ctx.is('multipart') ? reportMultipartParser(ctx, next) : next());

const uploadedFiles = (ctx: Context): UploadedFile[] => {
  const raw = ctx.request.files?.photos;
  return (Array.isArray(raw) ? raw : raw ? [raw] : []) as UploadedFile[];
};

export const ridesNeeds = {
  clock: Clock,
  mediaLinks: MediaLinks,
  getRide: GetRide,
  bookRide: BookRide,
  listMyRides: ListMyRides,
  findFreeRiders: FindFreeRiders,
  assignRider: AssignRider,
  confirmRide: ConfirmRide,
  startRide: StartRide,
  completeRide: CompleteRide,
  cancelRide: CancelRide,
  markRideNoShow: MarkRideNoShow,
  decideAfterVisit: DecideAfterVisit,
  countVisitDecisions: CountVisitDecisions,
};

const notFound = () => new RideNotFoundError();

/** Rider-assisted visits (tenant books; rider confirms, starts, completes; admin assigns; cancel), the spec's envelope. */
export const ridesRoutes = declareRoutes(ridesNeeds, { tag: 'Rides', dialect: 'envelope' }, (route) => {
  const present = (uses: { clock: Clock; mediaLinks: MediaLinks }, view: RideView, viewer: User) => rideJson(view, viewer, uses.clock.now(), uses.mediaLinks);
  return [
    route({
      method: 'POST',
      path: '/rides',
      access: 'signed-in',
      summary: 'Book a visit with a rider',
      body: BookRideDto,
      idempotencyKey: true,
      ok: [{ status: 201, schema: EnvelopeOf(RideSchema) }],
      errors: [403, 404, 409],
      handle: async ({ body, actor, idempotencyKey }, uses) => {
        const view = await uses.bookRide.execute({
          actor,
          propertyId: body.property_id,
          slot: { day: body.slot_date, hour: parseSlotHour(body.slot_start)! },
          note: body.note,
          idempotencyKey,
        });
        return envelope({ message: RideMessages.booked, data: present(uses, view, actor) });
      },
    }),
    route({
      method: 'GET',
      path: '/rides',
      access: 'signed-in',
      summary: 'My visits (as tenant or rider)',
      query: RideListQueryDto,
      ok: [{ status: 200, schema: PagedEnvelopeOf(RideSchema) }],
      errors: [400, 403],
      handle: ({ query, actor }, uses) => {
        const as = query.as ?? (actor.hasRole('RIDER') ? 'rider' : 'tenant');
        const read = (offset: number, limit: number) => uses.listMyRides.execute(actor, { scope: query.scope ?? 'upcoming', as, search: query.search, offset, limit });
        return envelopePage(query, read, () => (v) => present(uses, v, actor));
      },
    }),
    route({
      method: 'GET',
      path: '/rides/decision-counts',
      access: 'signed-in',
      summary: "An owner's listings: completed visits, how many want to rent, the others' reasons (counts only)",
      query: DecisionCountsQueryDto,
      ok: [{ status: 200, schema: EnvelopeOf(Type.Array(VisitDecisionCountsSchema)) }],
      errors: [400, 403],
      handle: async ({ query, actor }, uses) => {
        const propertyIds = query.property_ids.split(',').map((id) => id.trim().toLowerCase());
        return envelope({ data: (await uses.countVisitDecisions.execute({ actor, propertyIds })).map(decisionCountsJson) });
      },
    }),
    route({
      method: 'PUT',
      path: '/rides/:id/decision',
      access: 'signed-in',
      summary: 'The tenant answers after a completed visit: INTERESTED, or NOT_INTERESTED with a reason',
      body: VisitDecisionDto,
      notFound,
      ok: [{ status: 200, schema: EnvelopeOf(RideSchema) }],
      errors: [403, 404, 409],
      handle: async ({ body, params, actor }, uses) => {
        const view = await uses.decideAfterVisit.execute({ actor, rideId: params.id!, decision: body.decision, reason: body.reason, note: body.note });
        return envelope({ message: VisitDecisionMessages.saved, data: present(uses, view, actor) });
      },
    }),
    route({
      method: 'GET',
      path: '/rides/:id',
      access: 'signed-in',
      summary: 'A visit (its tenant, its rider, admins)',
      notFound,
      ok: [{ status: 200, schema: EnvelopeOf(RideSchema) }],
      errors: [403, 404],
      handle: async ({ params, actor }, uses) => envelope({ data: present(uses, await uses.getRide.execute(actor, params.id!), actor) }),
    }),
    route({
      method: 'GET',
      path: '/rides/:id/free-riders',
      access: ['ADMIN'],
      summary: 'Riders to assign, free ones first',
      notFound,
      ok: [{ status: 200, schema: EnvelopeOf(Type.Array(FreeRiderSchema)) }],
      errors: [404],
      handle: async ({ params, actor }, uses) => envelope({ data: (await uses.findFreeRiders.execute(actor, params.id!)).map(freeRiderJson) }),
    }),
    route({
      method: 'PATCH',
      path: '/rides/:id',
      access: 'signed-in',
      summary: 'Move a visit: assign, confirm, start, complete (JSON or multipart with `photos`), cancel, no_show',
      body: RideActionDto,
      multipart: true,
      notFound,
      before: [reportMultipart],
      ok: [{ status: 200, schema: EnvelopeOf(RideSchema) }],
      errors: [403, 404, 409],
      handle: async ({ body, params, actor, ctx }, uses) => {
        const files = uploadedFiles(ctx);
        try {
          const rideId = params.id!;
          let view: RideView;
          switch (body.action) {
            case 'assign':
              view = await uses.assignRider.execute({ actor, rideId, riderId: body.rider_id ?? '' });
              break;
            case 'confirm':
              view = await uses.confirmRide.execute({ actor, rideId });
              break;
            case 'start':
              view = await uses.startRide.execute({ actor, rideId });
              break;
            case 'complete': {
              const photos = await Promise.all(files.map(async (f) => new Uint8Array(await readFile(f.filepath))));
              view = await uses.completeRide.execute({ actor, rideId, matched: reportMatched(body.matched), differences: body.differences ?? null, notes: body.notes ?? null, photos });
              break;
            }
            case 'cancel':
              view = await uses.cancelRide.execute({ actor, rideId, reason: body.reason ?? '' });
              break;
            default:
              view = await uses.markRideNoShow.execute({ actor, rideId });
          }
          return envelope({ message: RideMessages.done[body.action], data: present(uses, view, actor) });
        } finally {
          await Promise.all(files.map((f) => rm(f.filepath, { force: true })));
        }
      },
    }),
  ];
});
