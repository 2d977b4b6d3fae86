/**
 * Tenancies confirmed by both sides and their payments (docs/contexts/tenancies.md): mine, one with its payments and
 * history, and every move (propose, change, withdraw, a code and its confirmation, notice, end, the owner's statement
 * of a visit in person; record a payment, a code to confirm it, confirm, dispute). The server decides who may do what
 * (`actions` on the tenancy and on each payment) and checks again on every move.
 */
import { request } from './client';
import type { PageMeta } from '../../../adapters/http/contract/wire/common';
import type * as Wire from '../../../adapters/http/contract/wire/tenancies';

export type TenancyView = Wire.TenancyView;
export type TenancyDetail = Wire.TenancyDetail;
export type Payment = Wire.Payment;
export type TenancyEvent = Wire.TenancyEvent;

export const TENANCIES_PAGE_SIZE = 10;
export const PAYMENTS_PAGE_SIZE = 10;

/** The terms as the API takes them (whole rupees, whole months, an ISO day). */
export interface TermsBody {
  rent: number;
  deposit: number;
  maintenance: number;
  move_in_date: string;
  term_months: number;
  notice_months: number;
  rent_due_day: number;
}

export interface ProposeBody extends TermsBody {
  property_id: string;
  /** When the owner proposes: the tenant's mobile number they signed up with. */
  tenant_mobile_no?: string;
}

export interface PaymentBody {
  kind: Payment['kind'];
  amount: number;
  mode: Payment['mode'];
  reference?: string | null;
  paid_on: string;
  for_month?: string | null;
}

const path = (id: string) => `/tenancies/${encodeURIComponent(id)}`;
const paymentPath = (id: string) => `/payments/${encodeURIComponent(id)}`;

export function fetchMyTenancies(page: number, signal?: AbortSignal): Promise<{ items: TenancyView[]; meta: PageMeta }> {
  return request<TenancyView[]>('GET', `/tenancies?page=${page}&limit=${TENANCIES_PAGE_SIZE}`, { auth: true, signal }).then((answer) => {
    const items = answer.data ?? [];
    const meta = (answer.meta ?? {}) as Partial<PageMeta>;
    return { items, meta: { page: meta.page ?? page, limit: meta.limit ?? TENANCIES_PAGE_SIZE, total: meta.total ?? items.length, total_pages: meta.total_pages ?? 1 } };
  });
}

/** GET /tenancies/{id}: the tenancy, a page of its payments (disputed first) and its history. */
export const fetchTenancy = (id: string, page = 1, signal?: AbortSignal) =>
  request<TenancyDetail>('GET', `${path(id)}?page=${page}&limit=${PAYMENTS_PAGE_SIZE}`, { auth: true, signal }).then((answer) => answer.data);

export const proposeTenancy = (body: ProposeBody) => request<TenancyDetail>('POST', '/tenancies', { body, auth: true });
export const changeTerms = (id: string, body: Partial<TermsBody>) => request<TenancyDetail>('PATCH', path(id), { body, auth: true });
export const withdrawTenancy = (id: string, reason: string | null) => request<TenancyDetail>('POST', `${path(id)}/withdraw`, { body: { reason }, auth: true });
/** Sends the code confirming the terms as they are now to my own phone. */
export const requestTenancyCode = (id: string) => request<TenancyDetail>('POST', `${path(id)}/code`, { auth: true });
export const confirmTenancy = (id: string, code: string) => request<TenancyDetail>('POST', `${path(id)}/confirm`, { body: { code }, auth: true });
export const giveNotice = (id: string, moveOutDate: string) => request<TenancyDetail>('POST', `${path(id)}/notice`, { body: { move_out_date: moveOutDate }, auth: true });
export const endTenancy = (id: string) => request<TenancyDetail>('POST', `${path(id)}/end`, { auth: true });
/** The owner's statement that the tenant saw the home in person on that day. */
export const stateVisit = (id: string, visitedOn: string) => request<TenancyDetail>('POST', `${path(id)}/visit`, { body: { visited_on: visitedOn }, auth: true });

export const recordPayment = (id: string, body: PaymentBody) => request<Payment>('POST', `${path(id)}/payments`, { body, auth: true });
export const requestPaymentCode = (id: string) => request<Payment>('POST', `${paymentPath(id)}/code`, { auth: true });
export const confirmPayment = (id: string, code: string) => request<Payment>('POST', `${paymentPath(id)}/confirm`, { body: { code }, auth: true });
export const disputePayment = (id: string, note: string | null) => request<Payment>('POST', `${paymentPath(id)}/dispute`, { body: { note }, auth: true });
