import { Type } from '@sinclair/typebox';
import { ApproveAgreement } from '../../../application/rent-agreements/approve-agreement.use-case.js';
import { GetRentAgreement } from '../../../application/rent-agreements/get-rent-agreement.use-case.js';
import { RequestAgreementCode } from '../../../application/rent-agreements/request-agreement-code.use-case.js';
import { GetTenancyReceipts } from '../../../application/rent-receipts/get-tenancy-receipts.use-case.js';
import { GetTenancy } from '../../../application/tenancies/get-tenancy.use-case.js';
import { ListTenancies } from '../../../application/tenancies/list-tenancies.use-case.js';
import type { TenancyListFilter, TenancySortField } from '../../../application/tenancies/ports/tenancy.repository.port.js';
import { SetLandlordPan } from '../../../application/tenancies/set-landlord-pan.use-case.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { parseLanguage } from '../../../domain/shared/language-choice.js';
import type { Language } from '../../../domain/shared/language.js';
import { TenancyMessages } from '../../../domain/tenancies/tenancies.errors.js';
import type { TenancyStatus } from '../../../domain/tenancies/tenancy-rules.js';
import type { Tenancy } from '../../../domain/tenancies/tenancy.js';
import { AppConfig } from '../../config.js';
import { TenancySchema } from '../contract/wire/index.js';
import { optionalEnum } from '../list-params.js';
import { codeText } from '../dto/wire-values.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { siteOrigin } from '../site-origin.js';
import { RECEIPT_PAGE_PREFIX } from '../receipt-page/receipt-page.js';
import { AgreementQueryDto, LandlordPanDto, ReceiptsQueryDto } from './agreement-receipts.dto.js';
import { ConfirmCodeDto } from './tenancies.dto.js';
import { tenancyJson } from './tenancy.presenter.js';
import { tenancyMove, tenancyNotFound } from './tenancy-move.route.js';
import { pdfAttachment } from '../shared/pdf-attachment.js';

export const agreementReceiptsNeeds = {
  getRentAgreement: GetRentAgreement,
  requestAgreementCode: RequestAgreementCode,
  approveAgreement: ApproveAgreement,
  getTenancyReceipts: GetTenancyReceipts,
  setLandlordPan: SetLandlordPan,
  getTenancy: GetTenancy,
  appConfig: AppConfig,
};

const PDF = [{ status: 200, schema: Type.String({ contentMediaType: 'application/pdf' }), contentType: 'application/pdf' }];
const language = (value: unknown): Language => (value === undefined || value === '' ? 'en' : parseLanguage(value, 'lang'));

/**
 * A tenancy's rent agreement (PDF in English or Hindi, approved by each party with a code) and its rent receipts
 * (PDF of a month or a financial year, each receipt with the link and QR code of its public verification page), and
 * the landlord's PAN the receipts print. Its parties (an admin may read); anyone else 404.
 */
export const agreementReceiptsRoutes = declareRoutes(agreementReceiptsNeeds, { tag: 'Tenancies', dialect: 'envelope' }, (route) => [
  route({
    method: 'GET',
    path: '/tenancies/:id/agreement',
    access: 'signed-in',
    summary: 'The rent agreement of the confirmed terms as a PDF (`lang` en | hi), with who approved it and when',
    description: '200 `application/pdf` as an attachment; 409 while the tenancy is a proposal (or withdrawn, voided).',
    query: AgreementQueryDto,
    notFound: tenancyNotFound,
    ok: PDF,
    errors: [400, 401, 404, 409],
    handle: async ({ query, params, actor, ctx }, uses) => {
      const made = await uses.getRentAgreement.execute({ user: actor, tenancyId: params.id!, language: language(query.lang) });
      return pdfAttachment(ctx, made);
    },
  }),
  route(
    tenancyMove({
      path: '/tenancies/:id/agreement/code',
      summary: 'Send me the code that approves the rent agreement (to my own phone; the confirmation codes’ rules)',
      errors: [401, 403, 404, 409, 429],
      message: TenancyMessages.codeSent,
      run: ({ input }, uses) => uses.requestAgreementCode.execute(input),
    }),
  ),
  route(
    tenancyMove({
      path: '/tenancies/:id/agreement/approve',
      summary: 'Approve the rent agreement with my code (`code`); refused when the terms are no longer those it was sent for',
      body: ConfirmCodeDto,
      errors: [400, 401, 403, 404, 409, 429],
      run: ({ input, body }, uses) => uses.approveAgreement.execute({ ...input, code: codeText(body.code) }),
    }),
  ),
  route({
    method: 'GET',
    path: '/tenancies/:id/receipts',
    access: 'signed-in',
    summary: 'Rent receipts from the confirmed rent payments as one PDF: a month (`month=YYYY-MM`) or a financial year (`fy=2026-27`); `lang` en | hi',
    description:
      "200 `application/pdf` as an attachment; each receipt links to its public verification page. 400 without one period; 404 no confirmed rent in it; 409 RECEIPTS_PAN_NEEDED when the year's rent is above ₹1,00,000 and the owner has not given the landlord's PAN.",
    query: ReceiptsQueryDto,
    notFound: tenancyNotFound,
    ok: PDF,
    errors: [400, 401, 404, 409],
    handle: async ({ query, params, actor, ctx }, uses) => {
      const origin = siteOrigin(ctx, uses.appConfig) ?? uses.appConfig.publicBaseUrl;
      const made = await uses.getTenancyReceipts.execute({
        user: actor,
        tenancyId: params.id!,
        month: query.month,
        financialYear: query.fy,
        language: language(query.lang),
        verificationUrl: (code) => `${origin}${RECEIPT_PAGE_PREFIX}${code}`,
      });
      return pdfAttachment(ctx, made);
    },
  }),
  route(
    tenancyMove({
      method: 'PUT',
      path: '/tenancies/:id/landlord-pan',
      summary: "The owner gives the landlord's PAN for the receipts (`landlord_pan`; blank removes it)",
      body: LandlordPanDto,
      errors: [400, 401, 403, 404, 409],
      run: ({ input, body }, uses) => uses.setLandlordPan.execute({ ...input, pan: body.landlord_pan }),
    }),
  ),
]);

/** The tenancy statuses that have a rent agreement (confirmed terms). */
const AGREEMENT_STATUSES = ['CONFIRMED', 'ENDING', 'ENDED'] as const satisfies readonly TenancyStatus[];
const AGREEMENT_SORT: Record<string, TenancySortField> = { created_at: 'createdAt', updated_at: 'updatedAt', move_in_date: 'moveInDate', rent: 'rent' };

export const consoleAgreementsNeeds = { listTenancies: ListTenancies };

/**
 * The console's Agreements: the tenancies whose terms both confirmed, each with when each party approved its rent
 * agreement (filters status, city). Admin only; the record page is the tenancy's (`/admin/tenancies/{id}`).
 */
export const consoleAgreementsRoutes = declareRoutes(consoleAgreementsNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('agreements', 'List rent agreements: tenancies with confirmed terms and their approvals (filters status, city)', TenancySchema, (uses, actor): ResourceList<TenancyListFilter, TenancySortField, Tenancy> => ({
      sortable: AGREEMENT_SORT,
      defaultSort: 'updatedAt',
      filter: (filter) => {
        const status = optionalEnum(filter.status, AGREEMENT_STATUSES, 'status');
        return { statuses: status ? [status] : AGREEMENT_STATUSES, city: optionalEnum(filter.city, Cities, 'city') };
      },
      read: (query) => uses.listTenancies.execute({ user: actor, query }),
      row: () => tenancyJson,
    })),
  ),
]);
