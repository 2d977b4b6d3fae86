import { readFile, rm } from 'node:fs/promises';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { MAX_IMAGE_BYTES } from '../../../application/properties/ports/image-processor.port.js';
import { MediaLinks } from '../../storage/media-links.js';
import { AssignRider } from '../../../application/rides/assign-rider.use-case.js';
import { BookRide } from '../../../application/rides/book-ride.use-case.js';
import { CancelRide } from '../../../application/rides/cancel-ride.use-case.js';
import { CompleteRide } from '../../../application/rides/complete-ride.use-case.js';
import { ConfirmRide } from '../../../application/rides/confirm-ride.use-case.js';
import { FindFreeRiders } from '../../../application/rides/find-free-riders.use-case.js';
import { GetRide } from '../../../application/rides/get-ride.use-case.js';
import { ViewRide } from '../../../application/rides/view-ride.use-case.js';
import { ListMyRides } from '../../../application/rides/list-my-rides.use-case.js';
import { MarkRideNoShow } from '../../../application/rides/mark-ride-no-show.use-case.js';
import { StartRide } from '../../../application/rides/start-ride.use-case.js';
import type { RideView } from '../../../application/rides/ride-views.js';
import { ApplyAsRider } from '../../../application/riders/apply-as-rider.use-case.js';
import { GetMyRiderApplication } from '../../../application/riders/get-my-rider-application.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { MAX_REPORT_PHOTOS, type Ride } from '../../../domain/rides/ride.js';
import { RideMessages, RideNotFoundError } from '../../../domain/rides/rides.errors.js';
import { RiderApplicationMessages } from '../../../domain/riders/rider-application.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import type { User } from '../../../domain/users/user.js';
import { currentUser, type guards } from '../auth-middleware.js';
import { BookRideDto, RideActionDto, RiderApplicationDto } from '../dto/rides.dto.js';
import { ok, pageMeta } from '../envelope.js';
import { isUuid, queryPage } from '../list-params.js';
import { freeRiderJson, riderApplicationJson, rideJson } from '../presenters.js';
import { parseBody } from '../validate-dto.js';
import type { Resolved } from '../../typed-binding.js';

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

export const ridesNeeds = {
  clock: Clock,
  mediaLinks: MediaLinks,
  getRide: GetRide,
  viewRide: ViewRide,
  bookRide: BookRide,
  listMyRides: ListMyRides,
  findFreeRiders: FindFreeRiders,
  assignRider: AssignRider,
  confirmRide: ConfirmRide,
  startRide: StartRide,
  completeRide: CompleteRide,
  cancelRide: CancelRide,
  markRideNoShow: MarkRideNoShow,
  applyAsRider: ApplyAsRider,
  getMyRiderApplication: GetMyRiderApplication,
};

/** Rider-assisted visits (tenant books; rider confirms, starts, completes; admin assigns; cancel) and rider applications. */
export function ridesRouter(uses: Resolved<typeof ridesNeeds>, guard: ReturnType<typeof guards>): Router {
  const router = new Router();
  const now = () => uses.clock.now();
  const media = () => uses.mediaLinks;
  const present = (view: RideView, viewer: User) => rideJson(view, viewer, now(), media());
  const rideId = (ctx: Context) => {
    if (!isUuid(ctx.params.id!)) throw new RideNotFoundError();
    return ctx.params.id!;
  };
  const viewOf = (ride: Ride, viewer: User) => uses.viewRide.execute(viewer, ride);

  router.post('/rides', guard.requireUser(), async (ctx) => {
    const body = await parseBody(BookRideDto, ctx.request.body);
    const actor = currentUser(ctx);
    const ride = await uses.bookRide.execute({ actor, propertyId: body.property_id, slotDate: body.slot_date, slotStart: body.slot_start, note: body.note });
    ok(ctx, { message: RideMessages.booked, data: present(await viewOf(ride, actor), actor) }, 201);
  });

  router.get('/rides', guard.requireUser(), async (ctx) => {
    const actor = currentUser(ctx);
    const scope = ctx.query.scope === 'previous' ? 'previous' : ctx.query.scope === undefined || ctx.query.scope === 'upcoming' ? 'upcoming' : null;
    if (!scope) throw ValidationError.field('scope', 'RIDES_SCOPE');
    const as = ctx.query.as === 'tenant' || ctx.query.as === 'rider' ? ctx.query.as : ctx.query.as === undefined ? (actor.hasRole('RIDER') ? 'rider' : 'tenant') : null;
    if (!as) throw ValidationError.field('as', 'RIDES_AS');
    const { limit, page, offset } = queryPage(ctx);
    const search = typeof ctx.query.search === 'string' ? ctx.query.search : undefined;
    const result = await uses.listMyRides.execute(actor, { scope, as, search, offset, limit });
    ok(ctx, { data: result.items.map((v) => present(v, actor)), meta: pageMeta(page, limit, result.total) });
  });

  router.get('/rides/:id', guard.requireUser(), async (ctx) => {
    const actor = currentUser(ctx);
    ok(ctx, { data: present(await uses.getRide.execute(actor, rideId(ctx)), actor) });
  });

  router.get('/rides/:id/free-riders', guard.requireAdmin, async (ctx) => {
    const choices = await uses.findFreeRiders.execute(currentUser(ctx), rideId(ctx));
    ok(ctx, { data: choices.map(freeRiderJson) });
  });

  router.patch('/rides/:id', guard.requireUser(), reportMultipart, async (ctx) => {
    const raw = ctx.request.files?.photos;
    const files = (Array.isArray(raw) ? raw : raw ? [raw] : []) as UploadedFile[];
    try {
      const body = await parseBody(RideActionDto, ctx.request.body ?? {});
      const actor = currentUser(ctx);
      const id = rideId(ctx);
      let ride: Ride;
      switch (body.action) {
        case 'assign':
          ride = await uses.assignRider.execute({ actor, rideId: id, riderId: body.rider_id });
          break;
        case 'confirm':
          ride = await uses.confirmRide.execute({ actor, rideId: id });
          break;
        case 'start':
          ride = await uses.startRide.execute({ actor, rideId: id });
          break;
        case 'complete': {
          const photos = await Promise.all(files.map(async (f) => new Uint8Array(await readFile(f.filepath))));
          ride = await uses.completeRide.execute({ actor, rideId: id, matched: body.matched, differences: body.differences, notes: body.notes, photos });
          break;
        }
        case 'cancel':
          ride = await uses.cancelRide.execute({ actor, rideId: id, reason: body.reason });
          break;
        default:
          ride = await uses.markRideNoShow.execute({ actor, rideId: id });
      }
      ok(ctx, { message: RideMessages.updated, data: present(await viewOf(ride, actor), actor) });
    } finally {
      await Promise.all(files.map((f) => rm(f.filepath, { force: true })));
    }
  });

  router.post('/riders/applications', guard.requireUser(), async (ctx) => {
    const body = await parseBody(RiderApplicationDto, ctx.request.body);
    const application = await uses.applyAsRider.execute(currentUser(ctx), {
      firstName: body.first_name,
      lastName: body.last_name,
      city: body.city,
      localities: body.localities,
      hasVehicle: body.has_vehicle,
      availability: body.availability,
      idDocumentType: body.id_document_type,
      idDocumentNumber: body.id_document_number,
    });
    ok(ctx, { message: RiderApplicationMessages.submitted, data: riderApplicationJson(application, { admin: false }) }, 201);
  });

  router.get('/riders/applications/me', guard.requireUser(), async (ctx) => {
    const application = await uses.getMyRiderApplication.execute(currentUser(ctx));
    ok(ctx, { data: application ? riderApplicationJson(application, { admin: false }) : null });
  });

  return router;
}
