import { ReceiptLink } from '../../../domain/rent-receipts/receipt-link.js';
import { ConfirmationCode } from '../../../domain/tenancies/confirmation-code.js';
import { Payment } from '../../../domain/tenancies/payment.js';
import { TenancyEvent } from '../../../domain/tenancies/tenancy-event.js';
import { Tenancy } from '../../../domain/tenancies/tenancy.js';
import { date, dateNull, int, intNull, schema, str, ts, tsNull, uuid, uuidKeyedSchema, uuidNull, versionedTimes } from './columns.js';

/** Tenancies, their payments, history and confirmation codes (Migration20261130050000_tenancies). */
export const TenancySchema = uuidKeyedSchema(Tenancy, 'tenancies', {
  propertyId: uuid,
  city: str(30),
  ownerId: uuid,
  tenantId: uuid,
  proposedById: uuid,
  proposedByRole: str(10),
  rent: int,
  deposit: int,
  maintenance: int,
  moveInDate: date,
  termMonths: int,
  noticeMonths: int,
  rentDueDay: int,
  termsVersion: int,
  ownerConfirmedVersion: intNull,
  ownerConfirmedAt: tsNull,
  tenantConfirmedVersion: intNull,
  tenantConfirmedAt: tsNull,
  status: str(12),
  confirmedAt: tsNull,
  noticeGivenAt: tsNull,
  noticeGivenById: uuidNull,
  moveOutDate: dateNull,
  endedAt: tsNull,
  withdrawnAt: tsNull,
  withdrawReason: str(500, true),
  voidedById: uuidNull,
  voidedAt: tsNull,
  voidReason: str(500, true),
  visitStatedById: uuidNull,
  visitStatedAt: tsNull,
  visitedOn: dateNull,
  ownerAgreementVersion: intNull,
  ownerAgreementAt: tsNull,
  tenantAgreementVersion: intNull,
  tenantAgreementAt: tsNull,
  landlordPan: str(10, true),
  ...versionedTimes,
});

export const PaymentSchema = uuidKeyedSchema(Payment, 'tenancy_payments', {
  tenancyId: uuid,
  kind: str(10),
  amount: int,
  mode: str(16),
  reference: str(60, true),
  paidOn: date,
  forMonth: str(7, true),
  recordedById: uuid,
  recordedByParty: str(10),
  status: str(10),
  confirmedAt: tsNull,
  disputedAt: tsNull,
  disputeNote: str(500, true),
  voidedAt: tsNull,
  voidedById: uuidNull,
  voidReason: str(500, true),
  ...versionedTimes,
});

export const TenancyEventSchema = uuidKeyedSchema(TenancyEvent, 'tenancy_events', {
  tenancyId: uuid,
  paymentId: uuidNull,
  at: ts,
  byId: uuid,
  byRole: str(10),
  action: str(20),
  termsVersion: intNull,
  note: str(500, true),
});

export const ConfirmationCodeSchema = uuidKeyedSchema(ConfirmationCode, 'confirmation_codes', {
  subjectType: str(10),
  subjectId: uuid,
  subjectVersion: int,
  userId: uuid,
  codeHash: str(64),
  attempts: int,
  createdAt: ts,
  expiresAt: ts,
  consumedAt: tsNull,
  voidedAt: tsNull,
});

/** A receipt's short code (Migration20261201030000_agreement_receipts). */
export const ReceiptLinkSchema = schema({
  class: ReceiptLink,
  tableName: 'receipt_links',
  properties: {
    code: { type: 'string', length: 64, primary: true },
    tenancyId: uuid,
    month: str(7),
    createdAt: ts,
  },
});

export const tenancySchemas = [TenancySchema, PaymentSchema, TenancyEventSchema, ConfirmationCodeSchema, ReceiptLinkSchema];
