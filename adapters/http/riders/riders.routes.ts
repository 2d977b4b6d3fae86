import { Type } from '@sinclair/typebox';
import { ApplyAsRider } from '../../../application/riders/apply-as-rider.use-case.js';
import { GetMyRiderApplication } from '../../../application/riders/get-my-rider-application.use-case.js';
import { GetRiderApplication } from '../../../application/riders/get-rider-application.use-case.js';
import { ListRiderApplications } from '../../../application/riders/list-rider-applications.use-case.js';
import type { RiderApplicationListFilter, RiderApplicationSortField } from '../../../application/riders/ports/rider-application.repository.port.js';
import { ReviewRiderApplication } from '../../../application/riders/review-rider-application.use-case.js';
import { RevealRiderIdNumber } from '../../../application/riders/reveal-rider-id-number.use-case.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { RiderApplicationMessages, RiderApplicationStatuses, type RiderApplication } from '../../../domain/riders/rider-application.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { EnvelopeOf, RiderApplicationSchema, RiderIdNumberSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { optionalEnum } from '../list-params.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { riderApplicationJson, riderIdNumberJson } from './rider-application.presenter.js';
import { RiderApplicationDto, RiderReviewDto } from './riders.dto.js';

export const ridersNeeds = { applyAsRider: ApplyAsRider, getMyRiderApplication: GetMyRiderApplication };

/** A person applies to become a rider and follows their application (the spec's envelope). */
export const ridersRoutes = declareRoutes(ridersNeeds, { tag: 'Rides', dialect: 'envelope' }, (route) => [
  route({
    method: 'POST',
    path: '/riders/applications',
    access: 'signed-in',
    summary: 'Apply to become a rider',
    body: RiderApplicationDto,
    ok: [{ status: 201, schema: EnvelopeOf(RiderApplicationSchema) }],
    errors: [409],
    handle: async ({ body, actor }, uses) => {
      const application = await uses.applyAsRider.execute(actor, {
        firstName: body.first_name,
        lastName: body.last_name,
        city: body.city,
        localities: body.localities,
        hasVehicle: body.has_vehicle,
        availability: body.availability,
        idDocumentType: body.id_document_type,
        idDocumentNumber: body.id_document_number,
      });
      return envelope({ message: RiderApplicationMessages.submitted, data: riderApplicationJson(application, { admin: false }) });
    },
  }),
  route({
    method: 'GET',
    path: '/riders/applications/me',
    access: 'signed-in',
    summary: 'My newest rider application, or null',
    ok: [{ status: 200, schema: EnvelopeOf(Type.Union([RiderApplicationSchema, Type.Null()])) }],
    handle: async ({ actor }, uses) => {
      const application = await uses.getMyRiderApplication.execute(actor);
      return envelope({ data: application ? riderApplicationJson(application, { admin: false }) : null });
    },
  }),
]);

const APPLICATION_SORT: Record<string, RiderApplicationSortField> = { created_at: 'createdAt', updated_at: 'updatedAt', status: 'status' };

export const consoleRidersNeeds = {
  listRiderApplications: ListRiderApplications,
  getRiderApplication: GetRiderApplication,
  reviewRiderApplication: ReviewRiderApplication,
  revealRiderIdNumber: RevealRiderIdNumber,
};

const notFound = () => new NotFoundError('APPLICATION_NOT_FOUND');
const one = [{ status: 200, schema: RiderApplicationSchema }];

/** The console's rider applications queue (ra-data-simple-rest): list, read, approve, reject, read the ID number. Admin only. */
export const consoleRidersRoutes = declareRoutes(consoleRidersNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('rider-applications', 'List rider applications', RiderApplicationSchema, (uses, actor): ResourceList<RiderApplicationListFilter, RiderApplicationSortField, RiderApplication> => ({
      sortable: APPLICATION_SORT,
      defaultSort: 'createdAt',
      filter: (filter) => ({ status: optionalEnum(filter.status, RiderApplicationStatuses, 'status'), city: optionalEnum(filter.city, Cities, 'city') }),
      read: (query) => uses.listRiderApplications.execute(query, { actor, resource: 'rider-applications' }),
      row: () => (a) => riderApplicationJson(a, { admin: true }),
    })),
  ),
  route({
    method: 'GET',
    path: '/admin/rider-applications/:id',
    access: ['ADMIN'],
    summary: 'A rider application',
    notFound,
    ok: one,
    errors: [404],
    handle: async ({ params }, uses) => {
      const { application, sameIdNumberAs } = await uses.getRiderApplication.execute(params.id!);
      return riderApplicationJson(application, { admin: true, sameIdNumberAs });
    },
  }),
  route({
    method: 'POST',
    path: '/admin/rider-applications/:id/id-number',
    access: ['ADMIN'],
    summary: 'Read the whole ID number (recorded in the audit log; an Aadhaar number is never kept whole: last four only)',
    notFound,
    ok: [{ status: 200, schema: RiderIdNumberSchema }],
    errors: [404],
    handle: async ({ params, actor }, uses) => riderIdNumberJson(await uses.revealRiderIdNumber.execute({ actor, applicationId: params.id! })),
  }),
  ...(['approve', 'reject'] as const).map((decision) =>
    route({
      method: 'POST',
      path: `/admin/rider-applications/:id/${decision}`,
      access: ['ADMIN'],
      summary: decision === 'approve' ? 'Approve (`note` optional)' : 'Reject (`reason`)',
      body: RiderReviewDto,
      notFound,
      ok: one,
      errors: [404, 409],
      handle: async ({ params, body, actor }, uses) => {
        const note = typeof body.note === 'string' ? body.note : null;
        const application = await uses.reviewRiderApplication.execute({ actor, applicationId: params.id!, decision, reason: decision === 'approve' ? note : (body.reason ?? '') });
        return riderApplicationJson(application, { admin: true });
      },
    }),
  ),
]);
