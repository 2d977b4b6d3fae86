import { ChangeTenancyTerms } from '../../../application/tenancies/change-tenancy-terms.use-case.js';
import { ConfirmPayment } from '../../../application/tenancies/confirm-payment.use-case.js';
import { ConfirmTenancy } from '../../../application/tenancies/confirm-tenancy.use-case.js';
import { DisputePayment } from '../../../application/tenancies/dispute-payment.use-case.js';
import { EndTenancy } from '../../../application/tenancies/end-tenancy.use-case.js';
import { GetTenancy } from '../../../application/tenancies/get-tenancy.use-case.js';
import { GiveTenancyNotice } from '../../../application/tenancies/give-tenancy-notice.use-case.js';
import { ListMyTenancies } from '../../../application/tenancies/list-my-tenancies.use-case.js';
import { ListPayments } from '../../../application/tenancies/list-payments.use-case.js';
import { ListTenancies } from '../../../application/tenancies/list-tenancies.use-case.js';
import type { PaymentListFilter, PaymentSortField } from '../../../application/tenancies/ports/payment.repository.port.js';
import type { TenancyListFilter, TenancySortField } from '../../../application/tenancies/ports/tenancy.repository.port.js';
import { ProposeTenancy } from '../../../application/tenancies/propose-tenancy.use-case.js';
import { RecordPayment } from '../../../application/tenancies/record-payment.use-case.js';
import { RequestPaymentCode } from '../../../application/tenancies/request-payment-code.use-case.js';
import { RequestTenancyCode } from '../../../application/tenancies/request-tenancy-code.use-case.js';
import { StateTenancyVisit } from '../../../application/tenancies/state-tenancy-visit.use-case.js';
import { VoidPayment } from '../../../application/tenancies/void-payment.use-case.js';
import { VoidTenancy } from '../../../application/tenancies/void-tenancy.use-case.js';
import { WithdrawTenancy } from '../../../application/tenancies/withdraw-tenancy.use-case.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import { PaymentNotFoundError, TenancyMessages } from '../../../domain/tenancies/tenancies.errors.js';
import { PaymentKinds, PaymentStatuses, TenancyStatuses } from '../../../domain/tenancies/tenancy-rules.js';
import type { Payment } from '../../../domain/tenancies/payment.js';
import type { Tenancy } from '../../../domain/tenancies/tenancy.js';
import { EnvelopeOf, PagedEnvelopeOf, PaymentSchema, TenancyDetailSchema, TenancySchema, TenancyViewSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { isUuid, optionalEnum, optionalUuid } from '../list-params.js';
import { envelopePage, pageOf, PageDto } from '../shared/paging.js';
import { Answer, declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { codeText, givenNumber } from '../dto/wire-values.js';
import { ConfirmCodeDto, NoteDto, NoticeDto, ProposeTenancyDto, ReasonDto, RecordPaymentDto, TenancyPageDto, TenancyTermsDto, termsOf, VisitStatementDto, VoidReasonDto } from './tenancies.dto.js';
import { paymentJson, tenancyDetailJson, tenancyJson, tenancyViewJson } from './tenancy.presenter.js';
import { tenancyMove, tenancyNotFound, tenancyPage } from './tenancy-move.route.js';

export const tenanciesNeeds = {
  proposeTenancy: ProposeTenancy,
  changeTenancyTerms: ChangeTenancyTerms,
  withdrawTenancy: WithdrawTenancy,
  requestTenancyCode: RequestTenancyCode,
  confirmTenancy: ConfirmTenancy,
  giveTenancyNotice: GiveTenancyNotice,
  endTenancy: EndTenancy,
  stateTenancyVisit: StateTenancyVisit,
  recordPayment: RecordPayment,
  requestPaymentCode: RequestPaymentCode,
  confirmPayment: ConfirmPayment,
  disputePayment: DisputePayment,
  listMyTenancies: ListMyTenancies,
  getTenancy: GetTenancy,
};

const paymentNotFound = () => new PaymentNotFoundError();

/**
 * A party's tenancies (owner or tenant; an admin for them): propose, change, withdraw, confirm with a code, notice,
 * end, the owner's statement of an in-person visit; payments recorded by one party and confirmed by code or disputed
 * by the other. Anyone else is answered 404.
 */
export const tenanciesRoutes = declareRoutes(tenanciesNeeds, { tag: 'Tenancies', dialect: 'envelope' }, (route) => [
  route({
    method: 'POST',
    path: '/tenancies',
    access: 'signed-in',
    summary: 'Propose a tenancy of a live listing (the owner names the tenant by `tenant_mobile_no`; a tenant proposes to the owner; an admin for them)',
    body: ProposeTenancyDto,
    bodyRequired: false,
    ok: [{ status: 201, schema: EnvelopeOf(TenancyDetailSchema) }],
    errors: [400, 401, 404, 409],
    handle: async ({ body, actor }, uses) => {
      if (typeof body.property_id !== 'string' || !isUuid(body.property_id)) throw ValidationError.field('property_id', 'PROPERTY_ID');
      const tenancy = await uses.proposeTenancy.execute({ user: actor, propertyId: body.property_id, tenantMobileNo: body.tenant_mobile_no, ...termsOf(body) });
      return new Answer(201, envelope({ data: await tenancyPage(uses, actor, tenancy.id) }));
    },
  }),
  route({
    method: 'GET',
    path: '/tenancies',
    access: 'signed-in',
    summary: 'My tenancies, as owner or tenant, newest first',
    query: PageDto,
    ok: [{ status: 200, schema: PagedEnvelopeOf(TenancyViewSchema) }],
    errors: [400, 401],
    handle: ({ query, actor }, uses) => envelopePage(query, (offset, limit) => uses.listMyTenancies.execute({ user: actor, offset, limit }), () => tenancyViewJson),
  }),
  route({
    method: 'GET',
    path: '/tenancies/:id',
    access: 'signed-in',
    summary: 'A tenancy with a page of its payments (`page`, `limit`: disputed first, then newest) and its history',
    query: TenancyPageDto,
    notFound: tenancyNotFound,
    ok: [{ status: 200, schema: EnvelopeOf(TenancyDetailSchema) }],
    errors: [400, 401, 404],
    handle: async ({ query, params, actor }, uses) => {
      const { limit, page, offset } = pageOf(query);
      return envelope({ data: tenancyDetailJson(await uses.getTenancy.execute({ user: actor, tenancyId: params.id!, offset, limit }), { page, limit }) });
    },
  }),
  route(
    tenancyMove({
      method: 'PATCH',
      path: '/tenancies/:id',
      summary: 'Change the terms of a proposal (what is left out stays): every confirmation must be given again',
      body: TenancyTermsDto,
      errors: [400, 401, 404, 409],
      run: ({ input, body }, uses) => uses.changeTenancyTerms.execute({ ...input, ...termsOf(body) }),
    }),
  ),
  route(
    tenancyMove({
      path: '/tenancies/:id/withdraw',
      summary: 'Withdraw a proposal (`reason` optional)',
      body: ReasonDto,
      errors: [400, 401, 404, 409],
      run: ({ input, body }, uses) => uses.withdrawTenancy.execute({ ...input, reason: body.reason }),
    }),
  ),
  route(
    tenancyMove({
      path: '/tenancies/:id/code',
      summary: 'Send me the code that confirms the terms as they are now (to my own phone)',
      errors: [401, 403, 404, 409, 429],
      message: TenancyMessages.codeSent,
      run: ({ input }, uses) => uses.requestTenancyCode.execute(input),
    }),
  ),
  route(
    tenancyMove({
      path: '/tenancies/:id/confirm',
      summary: 'Confirm the terms with my code (`code`); refused when the terms changed since it was sent',
      body: ConfirmCodeDto,
      errors: [400, 401, 403, 404, 409, 429],
      run: ({ input, body }, uses) => uses.confirmTenancy.execute({ ...input, code: codeText(body.code) }),
    }),
  ),
  route(
    tenancyMove({
      path: '/tenancies/:id/notice',
      summary: 'Give notice on a confirmed tenancy (`move_out_date`)',
      body: NoticeDto,
      errors: [400, 401, 404, 409],
      run: ({ input, body }, uses) => uses.giveTenancyNotice.execute({ ...input, moveOutDate: body.move_out_date }),
    }),
  ),
  route(
    tenancyMove({
      path: '/tenancies/:id/end',
      summary: 'End a tenancy under notice (a party on or after the move-out date; an admin any time)',
      errors: [401, 404, 409],
      run: ({ input }, uses) => uses.endTenancy.execute(input),
    }),
  ),
  route(
    tenancyMove({
      path: '/tenancies/:id/visit',
      summary: 'The owner states the tenant saw the home in person (`visited_on`): a token may then be recorded',
      body: VisitStatementDto,
      errors: [400, 401, 403, 404, 409],
      run: ({ input, body }, uses) => uses.stateTenancyVisit.execute({ ...input, visitedOn: body.visited_on }),
    }),
  ),
  route({
    method: 'POST',
    path: '/tenancies/:id/payments',
    access: 'signed-in',
    summary: 'Record a payment between the two (token, deposit, rent, refund): pending until the other party confirms it',
    body: RecordPaymentDto,
    bodyRequired: false,
    notFound: tenancyNotFound,
    ok: [{ status: 201, schema: EnvelopeOf(PaymentSchema) }],
    errors: [400, 401, 403, 404, 409],
    handle: async ({ body, params, actor }, uses) => {
      const payment = await uses.recordPayment.execute({
        user: actor,
        tenancyId: params.id!,
        kind: body.kind,
        amount: givenNumber(body.amount),
        mode: body.mode,
        reference: body.reference,
        paidOn: body.paid_on,
        forMonth: body.for_month,
      });
      return new Answer(201, envelope({ data: paymentJson(payment, []) }));
    },
  }),
  route({
    method: 'POST',
    path: '/payments/:id/code',
    access: 'signed-in',
    summary: 'Send me the code that confirms a payment the other party recorded',
    notFound: paymentNotFound,
    ok: [{ status: 200, schema: EnvelopeOf(PaymentSchema) }],
    errors: [401, 403, 404, 409, 429],
    handle: async ({ params, actor }, uses) => {
      const { payment, actions } = await uses.requestPaymentCode.execute({ user: actor, paymentId: params.id! });
      return envelope({ message: TenancyMessages.codeSent, data: paymentJson(payment, actions) });
    },
  }),
  route({
    method: 'POST',
    path: '/payments/:id/confirm',
    access: 'signed-in',
    summary: 'Confirm a payment with my code (`code`)',
    body: ConfirmCodeDto,
    bodyRequired: false,
    notFound: paymentNotFound,
    ok: [{ status: 200, schema: EnvelopeOf(PaymentSchema) }],
    errors: [400, 401, 403, 404, 409, 429],
    handle: async ({ body, params, actor }, uses) => envelope({ data: paymentJson(await uses.confirmPayment.execute({ user: actor, paymentId: params.id!, code: codeText(body.code) }), []) }),
  }),
  route({
    method: 'POST',
    path: '/payments/:id/dispute',
    access: 'signed-in',
    summary: 'Say a payment did not happen (`note` optional): it goes to the top of the console’s queue',
    body: NoteDto,
    bodyRequired: false,
    notFound: paymentNotFound,
    ok: [{ status: 200, schema: EnvelopeOf(PaymentSchema) }],
    errors: [400, 401, 403, 404, 409],
    handle: async ({ body, params, actor }, uses) => envelope({ data: paymentJson(await uses.disputePayment.execute({ user: actor, paymentId: params.id!, note: body.note }), []) }),
  }),
]);

const TENANCY_SORT: Record<string, TenancySortField> = { created_at: 'createdAt', updated_at: 'updatedAt', move_in_date: 'moveInDate', rent: 'rent', status: 'status' };
const PAYMENT_SORT: Record<string, PaymentSortField> = { created_at: 'createdAt', paid_on: 'paidOn', amount: 'amount', status: 'status' };

export const consoleTenanciesNeeds = { listTenancies: ListTenancies, listPayments: ListPayments, getTenancy: GetTenancy, voidTenancy: VoidTenancy, voidPayment: VoidPayment };

/**
 * The console's Tenancies and Payments resources: grids with filters (payments: disputed first), a tenancy's record
 * page with its payments and history, and the void of a fraudulent record with a reason. Admin only.
 */
export const consoleTenanciesRoutes = declareRoutes(consoleTenanciesNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('tenancies', 'List tenancies (filters status, city, property_id, owner_id, tenant_id)', TenancySchema, (uses, actor): ResourceList<TenancyListFilter, TenancySortField, Tenancy> => ({
      sortable: TENANCY_SORT,
      defaultSort: 'createdAt',
      filter: (filter) => {
        const status = optionalEnum(filter.status, TenancyStatuses, 'status');
        return {
          statuses: status ? [status] : undefined,
          city: optionalEnum(filter.city, Cities, 'city'),
          propertyId: optionalUuid(filter.property_id, 'property_id', 'INVALID_VALUE'),
          ownerId: optionalUuid(filter.owner_id, 'owner_id', 'INVALID_VALUE'),
          tenantId: optionalUuid(filter.tenant_id, 'tenant_id', 'INVALID_VALUE'),
        };
      },
      read: (query) => uses.listTenancies.execute({ user: actor, query }),
      row: () => tenancyJson,
    })),
  ),
  route({
    method: 'GET',
    path: '/admin/tenancies/:id',
    access: ['ADMIN'],
    summary: 'A tenancy with its payments (disputed first) and its history',
    notFound: tenancyNotFound,
    ok: [{ status: 200, schema: TenancyDetailSchema }],
    errors: [404],
    handle: ({ params, actor }, uses) => tenancyPage(uses, actor, params.id!, 100),
  }),
  route({
    method: 'POST',
    path: '/admin/tenancies/:id/void',
    access: ['ADMIN'],
    summary: 'Void a fraudulent tenancy (`reason`, 5-500 characters): in its history and the audit log',
    body: VoidReasonDto,
    bodyRequired: false,
    notFound: tenancyNotFound,
    ok: [{ status: 200, schema: TenancyDetailSchema }],
    errors: [400, 404, 409],
    handle: async ({ body, params, actor }, uses) => {
      await uses.voidTenancy.execute({ user: actor, tenancyId: params.id!, reason: body.reason });
      return tenancyPage(uses, actor, params.id!, 100);
    },
  }),
  route(
    gridRoute('payments', 'List payments, disputed first (filters status, kind, tenancy_id; q over the reference)', PaymentSchema, (uses, actor): ResourceList<PaymentListFilter, PaymentSortField, Payment> => ({
      sortable: PAYMENT_SORT,
      defaultSort: 'createdAt',
      filter: (filter) => ({
        status: optionalEnum(filter.status, PaymentStatuses, 'status'),
        kind: optionalEnum(filter.kind, PaymentKinds, 'kind'),
        tenancyId: optionalUuid(filter.tenancy_id, 'tenancy_id', 'INVALID_VALUE'),
      }),
      read: (query) => uses.listPayments.execute({ user: actor, query }),
      row: () => (payment) => paymentJson(payment),
    })),
  ),
  route({
    method: 'POST',
    path: '/admin/payments/:id/void',
    access: ['ADMIN'],
    summary: 'Void a fraudulent payment record (`reason`, 5-500 characters): both parties are texted why',
    body: VoidReasonDto,
    bodyRequired: false,
    notFound: paymentNotFound,
    ok: [{ status: 200, schema: PaymentSchema }],
    errors: [400, 404, 409],
    handle: async ({ body, params, actor }, uses) => paymentJson(await uses.voidPayment.execute({ user: actor, paymentId: params.id!, reason: body.reason })),
  }),
]);
