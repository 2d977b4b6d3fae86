import Router from '@koa/router';
import type { Context } from 'koa';
import type { Container } from 'inversify';
import { MediaLinks } from '../../storage/media-links.js';
import type { RiderApplicationSortField } from '../../../application/riders/ports/rider-application.repository.port.js';
import { GetRiderApplication, ListRiderApplications } from '../../../application/riders/list-rider-applications.use-case.js';
import { ReviewRiderApplication } from '../../../application/riders/review-rider-application.use-case.js';
import { AssignRider } from '../../../application/rides/assign-rider.use-case.js';
import { CancelRide } from '../../../application/rides/cancel-ride.use-case.js';
import { FindFreeRiders } from '../../../application/rides/find-free-riders.use-case.js';
import { GetRide } from '../../../application/rides/get-ride.use-case.js';
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
import { currentUser } from '../auth-middleware.js';
import { isUuid, optionalEnum, parseSimpleRestQuery, setContentRange, objectBody } from '../list-params.js';
import { freeRiderJson, riderApplicationJson, rideJson } from '../presenters.js';

function id(ctx: Context, notFound: () => Error): string {
  if (!isUuid(ctx.params.id!)) throw notFound();
  return ctx.params.id!;
}

/** The console's Rides grid and the rider applications queue (simple-rest). Admin only (guarded on the mount). */
export function consoleRidesRouter(container: Container): Router {
  const router = new Router();
  const present = async (ctx: Context, ride: Ride) => {
    const admin = currentUser(ctx);
    return rideJson(await container.get(GetRide).view(admin, ride), admin, container.get<Clock>(Clock).now(), container.get(MediaLinks));
  };
  const rideId = (ctx: Context) => id(ctx, () => new RideNotFoundError());

  const rideSort: Record<string, RideSortField> = { slot_start_at: 'slotStartAt', created_at: 'createdAt', updated_at: 'updatedAt', status: 'status' };
  router.get('/admin/rides', async (ctx) => {
    const q = parseSimpleRestQuery(ctx, rideSort, 'slotStartAt');
    const status = optionalEnum(q.filter.status, RideStatuses, 'status');
    const date = parseIsoDate(q.filter.date, 'date');
    const riderId = q.filter.rider_id;
    if (riderId !== undefined && riderId !== '' && (typeof riderId !== 'string' || !isUuid(riderId))) throw ValidationError.field('rider_id', 'rider_id must be a rider id.');
    const page = await container.get(ListRides).execute({
      filter: {
        statuses: status ? [status] : undefined,
        city: optionalEnum(q.filter.city, Cities, 'city'),
        riderId: typeof riderId === 'string' && riderId !== '' ? riderId : undefined,
        // A day in India: from its 00:00 to the next day's 00:00.
        from: date ? RideSlot.at(date, 0).startsAt : undefined,
        to: date ? new Date(RideSlot.at(date, 0).startsAt.getTime() + 86_400_000) : undefined,
      },
      search: typeof q.filter.q === 'string' ? q.filter.q : undefined,
      sort: q.sort,
      offset: q.offset,
      limit: q.limit,
    });
    setContentRange(ctx, 'rides', q.offset, page.items.length, page.total);
    const admin = currentUser(ctx);
    const now = container.get<Clock>(Clock).now();
    const storage = container.get(MediaLinks);
    ctx.body = page.items.map((view) => rideJson(view, admin, now, storage));
  });
  router.get('/admin/rides/:id', async (ctx) => {
    const admin = currentUser(ctx);
    ctx.body = rideJson(await container.get(GetRide).execute(admin, rideId(ctx)), admin, container.get<Clock>(Clock).now(), container.get(MediaLinks));
  });
  router.post('/admin/rides/:id/assign', async (ctx) => {
    const ride = await container.get(AssignRider).execute({ actor: currentUser(ctx), rideId: rideId(ctx), riderId: objectBody(ctx).rider_id });
    ctx.body = await present(ctx, ride);
  });
  router.post('/admin/rides/:id/cancel', async (ctx) => {
    const ride = await container.get(CancelRide).execute({ actor: currentUser(ctx), rideId: rideId(ctx), reason: objectBody(ctx).reason });
    ctx.body = await present(ctx, ride);
  });
  // The assign dialog's picker (docs/api.md, Console): the same answer as GET rides/{id}/free-riders, unwrapped.
  router.get('/admin/rides/:id/free-riders', async (ctx) => {
    ctx.body = (await container.get(FindFreeRiders).execute(currentUser(ctx), rideId(ctx))).map(freeRiderJson);
  });

  const applicationSort: Record<string, RiderApplicationSortField> = { created_at: 'createdAt', updated_at: 'updatedAt', status: 'status' };
  const applicationId = (ctx: Context) => id(ctx, () => new NotFoundError('Application not found.'));
  router.get('/admin/rider-applications', async (ctx) => {
    const q = parseSimpleRestQuery(ctx, applicationSort, 'createdAt');
    const page = await container.get(ListRiderApplications).execute({
      filter: { status: optionalEnum(q.filter.status, RiderApplicationStatuses, 'status'), city: optionalEnum(q.filter.city, Cities, 'city') },
      search: typeof q.filter.q === 'string' ? q.filter.q : undefined,
      sort: q.sort,
      offset: q.offset,
      limit: q.limit,
    });
    setContentRange(ctx, 'rider-applications', q.offset, page.items.length, page.total);
    ctx.body = page.items.map((a) => riderApplicationJson(a, { admin: true }));
  });
  router.get('/admin/rider-applications/:id', async (ctx) => {
    ctx.body = riderApplicationJson(await container.get(GetRiderApplication).execute(applicationId(ctx)), { admin: true });
  });
  for (const decision of ['approve', 'reject'] as const) {
    router.post(`/admin/rider-applications/:id/${decision}`, async (ctx) => {
      const body = objectBody(ctx);
      const application = await container.get(ReviewRiderApplication).execute({
        actor: currentUser(ctx),
        applicationId: applicationId(ctx),
        decision,
        reason: decision === 'approve' ? body.note : body.reason,
      });
      ctx.body = riderApplicationJson(application, { admin: true });
    });
  }
  return router;
}
