import { Type } from '@sinclair/typebox';
import { AssignRider } from '../../../application/rides/assign-rider.use-case.js';
import { CancelRide } from '../../../application/rides/cancel-ride.use-case.js';
import { FindFreeRiders } from '../../../application/rides/find-free-riders.use-case.js';
import { GetRide } from '../../../application/rides/get-ride.use-case.js';
import { ListRides } from '../../../application/rides/list-rides.use-case.js';
import type { RideListFilter, RideSortField } from '../../../application/rides/ports/ride.repository.port.js';
import type { RideView } from '../../../application/rides/ride-views.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { RideSlot } from '../../../domain/rides/ride-slot.js';
import { RIDE_OVERDUE_HOURS, RiderClosedRideStatuses, RideStatuses } from '../../../domain/rides/ride.js';
import { RideNotFoundError } from '../../../domain/rides/rides.errors.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import { parseIsoDate } from '../../../domain/shared/iso-date.js';
import { MediaLinks } from '../../storage/media-links.js';
import { FreeRiderSchema, RideSchema } from '../contract/wire/index.js';
import { isUuid, optionalEnum } from '../list-params.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { freeRiderJson, rideJson } from './ride.presenter.js';
import { AssignRiderDto, CancelRideDto } from './rides.dto.js';

const RIDE_SORT: Record<string, RideSortField> = { slot_start_at: 'slotStartAt', created_at: 'createdAt', updated_at: 'updatedAt', status: 'status' };

export const consoleRidesNeeds = {
  listRides: ListRides,
  getRide: GetRide,
  assignRider: AssignRider,
  cancelRide: CancelRide,
  findFreeRiders: FindFreeRiders,
  clock: Clock,
  media: MediaLinks,
};

const notFound = () => new RideNotFoundError();
/** The earlier of the given bounds (an unset one does not count). */
const earliest = (dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((min, date) => (date && (!min || date < min) ? date : min), undefined);
const one = (status = 200) => [{ status, schema: RideSchema }];

/** The console's Rides grid (ra-data-simple-rest). Admin only (guarded on the mount, and on each route). */
export const consoleRidesRoutes = declareRoutes(consoleRidesNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('rides', 'List visits', RideSchema, (uses, admin): ResourceList<RideListFilter, RideSortField, RideView> => ({
      sortable: RIDE_SORT,
      defaultSort: 'slotStartAt',
      filter: (filter) => {
        const status = optionalEnum(filter.status, RideStatuses, 'status');
        const date = parseIsoDate(filter.date, 'date');
        const riderId = filter.rider_id;
        const overdue = filter.overdue === true || filter.overdue === 'true';
        if (riderId !== undefined && riderId !== '' && (typeof riderId !== 'string' || !isUuid(riderId))) throw ValidationError.field('rider_id', 'RIDER_ID');
        // Overdue: confirmed or started, and the slot ended RIDE_OVERDUE_HOURS ago or more (Ride.isOverdue).
        const overdueBefore = new Date(uses.clock.now().getTime() - RideSlot.LENGTH_MS - RIDE_OVERDUE_HOURS * 3_600_000 + 1);
        const statuses = overdue ? RiderClosedRideStatuses.filter((s) => !status || s === status) : status ? [status] : undefined;
        return {
          statuses,
          city: optionalEnum(filter.city, Cities, 'city'),
          riderId: typeof riderId === 'string' && riderId !== '' ? riderId : undefined,
          // A day in India: from its 00:00 to the next day's 00:00.
          from: date ? RideSlot.at(date, 0).startsAt : undefined,
          to: earliest([date ? new Date(RideSlot.at(date, 0).startsAt.getTime() + 86_400_000) : undefined, overdue ? overdueBefore : undefined]),
        };
      },
      read: (query) => uses.listRides.execute(query, { actor: admin, resource: 'rides' }),
      row: () => {
        const now = uses.clock.now();
        return (view) => rideJson(view, admin, now, uses.media);
      },
    })),
  ),
  route({
    method: 'GET',
    path: '/admin/rides/:id',
    access: ['ADMIN'],
    summary: 'A visit',
    notFound,
    ok: one(),
    errors: [404],
    handle: async ({ params, actor }, uses) => rideJson(await uses.getRide.execute(actor, params.id!), actor, uses.clock.now(), uses.media),
  }),
  route({
    method: 'POST',
    path: '/admin/rides/:id/assign',
    access: ['ADMIN'],
    summary: 'Assign a rider',
    body: AssignRiderDto,
    notFound,
    ok: one(),
    errors: [404, 409],
    handle: async ({ params, body, actor }, uses) => {
      const view = await uses.assignRider.execute({ actor, rideId: params.id!, riderId: body.rider_id ?? '' });
      return rideJson(view, actor, uses.clock.now(), uses.media);
    },
  }),
  route({
    method: 'POST',
    path: '/admin/rides/:id/cancel',
    access: ['ADMIN'],
    summary: 'Cancel a visit',
    body: CancelRideDto,
    notFound,
    ok: one(),
    errors: [404, 409],
    handle: async ({ params, body, actor }, uses) => {
      const view = await uses.cancelRide.execute({ actor, rideId: params.id!, reason: body.reason ?? '' });
      return rideJson(view, actor, uses.clock.now(), uses.media);
    },
  }),
  // The assign dialog's picker (docs/api.md, Console): the same answer as GET rides/{id}/free-riders, unwrapped.
  route({
    method: 'GET',
    path: '/admin/rides/:id/free-riders',
    access: ['ADMIN'],
    summary: 'Riders to assign (a plain array)',
    notFound,
    ok: [{ status: 200, schema: Type.Array(FreeRiderSchema) }],
    errors: [404],
    handle: async ({ params, actor }, uses) => (await uses.findFreeRiders.execute(actor, params.id!)).map(freeRiderJson),
  }),
]);
