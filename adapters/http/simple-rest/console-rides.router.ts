import Router from '@koa/router';
import type { Context } from 'koa';
import type { RiderApplicationSortField } from '../../../application/riders/ports/rider-application.repository.port.js';
import { GetRiderApplication } from '../../../application/riders/get-rider-application.use-case.js';
import { ListRiderApplications } from '../../../application/riders/list-rider-applications.use-case.js';
import { ReviewRiderApplication } from '../../../application/riders/review-rider-application.use-case.js';
import { AssignRider } from '../../../application/rides/assign-rider.use-case.js';
import { CancelRide } from '../../../application/rides/cancel-ride.use-case.js';
import { FindFreeRiders } from '../../../application/rides/find-free-riders.use-case.js';
import { GetRide } from '../../../application/rides/get-ride.use-case.js';
import { ViewRide } from '../../../application/rides/view-ride.use-case.js';
import { ListRides } from '../../../application/rides/list-rides.use-case.js';
import type { RideSortField } from '../../../application/rides/ports/ride.repository.port.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { RiderApplicationStatuses } from '../../../domain/riders/rider-application.js';
import { RideSlot } from '../../../domain/rides/ride-slot.js';
import { RideStatuses, type Ride } from '../../../domain/rides/ride.js';
import { RideNotFoundError } from '../../../domain/rides/rides.errors.js';
import { NotFoundError, ValidationError } from '../../../domain/shared/domain-error.js';
import { parseIsoDate } from '../../../domain/shared/iso-date.js';
import { MediaLinks } from '../../storage/media-links.js';
import type { Resolved } from '../../typed-binding.js';
import { currentUser } from '../auth-middleware.js';
import { isUuid, optionalEnum, objectBody } from '../list-params.js';
import { freeRiderJson, riderApplicationJson, rideJson } from '../presenters.js';
import { simpleRestResource } from './resource.js';

const RIDE_SORT: Record<string, RideSortField> = { slot_start_at: 'slotStartAt', created_at: 'createdAt', updated_at: 'updatedAt', status: 'status' };
const APPLICATION_SORT: Record<string, RiderApplicationSortField> = { created_at: 'createdAt', updated_at: 'updatedAt', status: 'status' };

function id(ctx: Context, notFound: () => Error): string {
  if (!isUuid(ctx.params.id!)) throw notFound();
  return ctx.params.id!;
}

export const consoleRidesNeeds = {
  listRides: ListRides,
  getRide: GetRide,
  viewRide: ViewRide,
  assignRider: AssignRider,
  cancelRide: CancelRide,
  findFreeRiders: FindFreeRiders,
  listRiderApplications: ListRiderApplications,
  getRiderApplication: GetRiderApplication,
  reviewRiderApplication: ReviewRiderApplication,
  clock: Clock,
  media: MediaLinks,
};

/** The console's Rides grid and the rider applications queue (simple-rest). Admin only (guarded on the mount). */
export function consoleRidesRouter(uses: Resolved<typeof consoleRidesNeeds>): Router {
  const router = new Router();
  const { clock, media } = uses;
  const present = async (ctx: Context, ride: Ride) => {
    const admin = currentUser(ctx);
    return rideJson(await uses.viewRide.execute(admin, ride), admin, clock.now(), media);
  };
  const rideNotFound = () => new RideNotFoundError();
  const rideId = (ctx: Context) => id(ctx, rideNotFound);

  simpleRestResource(router, 'rides', {
    notFound: rideNotFound,
    list: {
      sortable: RIDE_SORT,
      defaultSort: 'slotStartAt',
      filter: (filter) => {
        const status = optionalEnum(filter.status, RideStatuses, 'status');
        const date = parseIsoDate(filter.date, 'date');
        const riderId = filter.rider_id;
        if (riderId !== undefined && riderId !== '' && (typeof riderId !== 'string' || !isUuid(riderId))) throw ValidationError.field('rider_id', 'RIDER_ID');
        return {
          statuses: status ? [status] : undefined,
          city: optionalEnum(filter.city, Cities, 'city'),
          riderId: typeof riderId === 'string' && riderId !== '' ? riderId : undefined,
          // A day in India: from its 00:00 to the next day's 00:00.
          from: date ? RideSlot.at(date, 0).startsAt : undefined,
          to: date ? new Date(RideSlot.at(date, 0).startsAt.getTime() + 86_400_000) : undefined,
        };
      },
      read: (query) => uses.listRides.execute(query),
      row: (ctx) => {
        const admin = currentUser(ctx);
        const now = clock.now();
        return (view) => rideJson(view, admin, now, media);
      },
    },
    get: async (ctx, rideId) => {
      const admin = currentUser(ctx);
      return rideJson(await uses.getRide.execute(admin, rideId), admin, clock.now(), media);
    },
  });
  router.post('/admin/rides/:id/assign', async (ctx) => {
    const ride = await uses.assignRider.execute({ actor: currentUser(ctx), rideId: rideId(ctx), riderId: objectBody(ctx).rider_id });
    ctx.body = await present(ctx, ride);
  });
  router.post('/admin/rides/:id/cancel', async (ctx) => {
    const ride = await uses.cancelRide.execute({ actor: currentUser(ctx), rideId: rideId(ctx), reason: objectBody(ctx).reason });
    ctx.body = await present(ctx, ride);
  });
  // The assign dialog's picker (docs/api.md, Console): the same answer as GET rides/{id}/free-riders, unwrapped.
  router.get('/admin/rides/:id/free-riders', async (ctx) => {
    ctx.body = (await uses.findFreeRiders.execute(currentUser(ctx), rideId(ctx))).map(freeRiderJson);
  });

  const applicationNotFound = () => new NotFoundError('Application not found.');
  simpleRestResource(router, 'rider-applications', {
    notFound: applicationNotFound,
    list: {
      sortable: APPLICATION_SORT,
      defaultSort: 'createdAt',
      filter: (filter) => ({ status: optionalEnum(filter.status, RiderApplicationStatuses, 'status'), city: optionalEnum(filter.city, Cities, 'city') }),
      read: (query) => uses.listRiderApplications.execute(query),
      row: () => (a) => riderApplicationJson(a, { admin: true }),
    },
    get: async (_ctx, applicationId) => riderApplicationJson(await uses.getRiderApplication.execute(applicationId), { admin: true }),
  });
  for (const decision of ['approve', 'reject'] as const) {
    router.post(`/admin/rider-applications/:id/${decision}`, async (ctx) => {
      const body = objectBody(ctx);
      const application = await uses.reviewRiderApplication.execute({
        actor: currentUser(ctx),
        applicationId: id(ctx, applicationNotFound),
        decision,
        reason: decision === 'approve' ? body.note : body.reason,
      });
      ctx.body = riderApplicationJson(application, { admin: true });
    });
  }
  return router;
}
