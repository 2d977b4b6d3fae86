import { EntitySchema } from '@mikro-orm/core';
import { ReceiptLink } from '../../../domain/rent-receipts/receipt-link.js';
import { ConfirmationCode } from '../../../domain/tenancies/confirmation-code.js';
import { Payment } from '../../../domain/tenancies/payment.js';
import { TenancyEvent } from '../../../domain/tenancies/tenancy-event.js';
import { Tenancy } from '../../../domain/tenancies/tenancy.js';

/** Tenancies, their payments, history and confirmation codes (Migration20261130050000_tenancies). */
const ts = { type: 'datetime', columnType: 'timestamptz' } as const;
const tsNull = { ...ts, nullable: true } as const;
const str = (length: number, nullable = false) => ({ type: 'string', length, nullable }) as const;
const uuid = (nullable = false) => ({ type: 'uuid', nullable }) as const;
const int = { type: 'integer' } as const;
type Props = Record<string, object>;
const schema = <T>(meta: { class: new () => T; tableName: string; properties: Props }) =>
  new EntitySchema<T>(meta as unknown as ConstructorParameters<typeof EntitySchema<T>>[0]);

export const TenancySchema = schema({
  class: Tenancy,
  tableName: 'tenancies',
  properties: {
    id: { type: 'uuid', primary: true },
    propertyId: uuid(),
    city: str(30),
    ownerId: uuid(),
    tenantId: uuid(),
    proposedById: uuid(),
    proposedByRole: str(10),
    rent: int,
    deposit: int,
    maintenance: int,
    moveInDate: { type: 'date' },
    termMonths: int,
    noticeMonths: int,
    rentDueDay: int,
    termsVersion: int,
    ownerConfirmedVersion: { type: 'integer', nullable: true },
    ownerConfirmedAt: tsNull,
    tenantConfirmedVersion: { type: 'integer', nullable: true },
    tenantConfirmedAt: tsNull,
    status: str(12),
    confirmedAt: tsNull,
    noticeGivenAt: tsNull,
    noticeGivenById: uuid(true),
    moveOutDate: { type: 'date', nullable: true },
    endedAt: tsNull,
    withdrawnAt: tsNull,
    withdrawReason: str(500, true),
    voidedById: uuid(true),
    voidedAt: tsNull,
    voidReason: str(500, true),
    visitStatedById: uuid(true),
    visitStatedAt: tsNull,
    visitedOn: { type: 'date', nullable: true },
    ownerAgreementVersion: { type: 'integer', nullable: true },
    ownerAgreementAt: tsNull,
    tenantAgreementVersion: { type: 'integer', nullable: true },
    tenantAgreementAt: tsNull,
    landlordPan: str(10, true),
    createdAt: ts,
    updatedAt: ts,
    version: int,
  },
});

export const PaymentSchema = schema({
  class: Payment,
  tableName: 'tenancy_payments',
  properties: {
    id: { type: 'uuid', primary: true },
    tenancyId: uuid(),
    kind: str(10),
    amount: int,
    mode: str(16),
    reference: str(60, true),
    paidOn: { type: 'date' },
    forMonth: str(7, true),
    recordedById: uuid(),
    recordedByParty: str(10),
    status: str(10),
    confirmedAt: tsNull,
    disputedAt: tsNull,
    disputeNote: str(500, true),
    voidedAt: tsNull,
    voidedById: uuid(true),
    voidReason: str(500, true),
    createdAt: ts,
    updatedAt: ts,
    version: int,
  },
});

export const TenancyEventSchema = schema({
  class: TenancyEvent,
  tableName: 'tenancy_events',
  properties: {
    id: { type: 'uuid', primary: true },
    tenancyId: uuid(),
    paymentId: uuid(true),
    at: ts,
    byId: uuid(),
    byRole: str(10),
    action: str(20),
    termsVersion: { type: 'integer', nullable: true },
    note: str(500, true),
  },
});

export const ConfirmationCodeSchema = schema({
  class: ConfirmationCode,
  tableName: 'confirmation_codes',
  properties: {
    id: { type: 'uuid', primary: true },
    subjectType: str(10),
    subjectId: uuid(),
    subjectVersion: int,
    userId: uuid(),
    codeHash: str(64),
    attempts: int,
    createdAt: ts,
    expiresAt: ts,
    consumedAt: tsNull,
    voidedAt: tsNull,
  },
});

/** A receipt's short code (Migration20261201030000_agreement_receipts). */
export const ReceiptLinkSchema = schema({
  class: ReceiptLink,
  tableName: 'receipt_links',
  properties: {
    code: { type: 'string', length: 64, primary: true },
    tenancyId: uuid(),
    month: str(7),
    createdAt: ts,
  },
});

export const tenancySchemas = [TenancySchema, PaymentSchema, TenancyEventSchema, ConfirmationCodeSchema, ReceiptLinkSchema];
