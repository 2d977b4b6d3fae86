import type { TenancyDetail as Detail, TenancyView as View } from '../../../application/tenancies/tenancy-views.js';
import type { Payment as PaymentEntity, PaymentAction } from '../../../domain/tenancies/payment.js';
import type { TenancyEvent as EventEntity } from '../../../domain/tenancies/tenancy-event.js';
import type { Tenancy as TenancyEntity } from '../../../domain/tenancies/tenancy.js';
import type { Payment, Tenancy, TenancyDetail, TenancyEvent, TenancyView } from '../contract/wire/tenancies.js';
import { pageMeta } from '../envelope.js';
import { maskPan } from '../../../domain/shared/pan.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function tenancyJson(t: TenancyEntity): Tenancy {
  return {
    id: t.id,
    property_id: t.propertyId,
    city: t.city as Tenancy['city'],
    owner_id: t.ownerId,
    tenant_id: t.tenantId,
    proposed_by_role: t.proposedByRole,
    rent: t.rent,
    deposit: t.deposit,
    maintenance: t.maintenance,
    move_in_date: t.moveInDate,
    term_months: t.termMonths,
    notice_months: t.noticeMonths,
    rent_due_day: t.rentDueDay,
    terms_version: t.termsVersion,
    owner_confirmed: t.hasConfirmed('OWNER'),
    tenant_confirmed: t.hasConfirmed('TENANT'),
    status: t.status,
    confirmed_at: iso(t.confirmedAt),
    move_out_date: t.moveOutDate,
    ended_at: iso(t.endedAt),
    withdrawn_at: iso(t.withdrawnAt),
    withdraw_reason: t.withdrawReason,
    voided_at: iso(t.voidedAt),
    void_reason: t.voidReason,
    visited_on: t.visitedOn,
    agreement: {
      owner_approved_at: t.hasApprovedAgreement('OWNER') ? iso(t.ownerAgreementAt) : null,
      tenant_approved_at: t.hasApprovedAgreement('TENANT') ? iso(t.tenantAgreementAt) : null,
    },
    landlord_pan_masked: t.landlordPan ? maskPan(t.landlordPan) : null,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

export function tenancyViewJson(view: View): TenancyView {
  return {
    ...tenancyJson(view.tenancy),
    as: view.as,
    home: view.home ? { ...view.home, city: view.home.city as Tenancy['city'] } : null,
    owner_name: view.ownerName,
    tenant_name: view.tenantName,
    actions: view.actions,
  };
}

export function paymentJson(p: PaymentEntity, actions?: PaymentAction[]): Payment {
  return {
    id: p.id,
    tenancy_id: p.tenancyId,
    kind: p.kind,
    amount: p.amount,
    mode: p.mode,
    reference: p.reference,
    paid_on: p.paidOn,
    for_month: p.forMonth,
    recorded_by_party: p.recordedByParty,
    status: p.status,
    confirmed_at: iso(p.confirmedAt),
    disputed_at: iso(p.disputedAt),
    dispute_note: p.disputeNote,
    voided_at: iso(p.voidedAt),
    void_reason: p.voidReason,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    ...(actions ? { actions } : {}),
  };
}

export function tenancyEventJson(e: EventEntity): TenancyEvent {
  return { id: e.id, payment_id: e.paymentId, at: e.at.toISOString(), by_id: e.byId, by_role: e.byRole, action: e.action, terms_version: e.termsVersion, note: e.note };
}

export function tenancyDetailJson(detail: Detail, page: { page: number; limit: number }): TenancyDetail {
  return {
    ...tenancyViewJson(detail),
    payments: detail.payments.items.map((p) => paymentJson(p.payment, p.actions)),
    payments_meta: pageMeta(page.page, page.limit, detail.payments.total),
    history: detail.history.map(tenancyEventJson),
  };
}
