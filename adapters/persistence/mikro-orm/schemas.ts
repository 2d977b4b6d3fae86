import { EntitySchema } from '@mikro-orm/core';
import { OtpChallenge } from '../../../domain/auth/otp-challenge.js';
import { PasswordReset } from '../../../domain/auth/password-reset.js';
import { Session } from '../../../domain/auth/session.js';
import { Lead } from '../../../domain/leads/lead.js';
import { User } from '../../../domain/users/user.js';
import { Property } from '../../../domain/properties/property.js';
import { PropertyImage } from '../../../domain/properties/property-image.js';
import { Project } from '../../../domain/projects/project.js';
import { PropertyRequest } from '../../../domain/property-requests/property-request.js';
import { Ride } from '../../../domain/rides/ride.js';
import { RiderApplication } from '../../../domain/riders/rider-application.js';
import { ReconfirmLink } from '../../../domain/properties/reconfirm-link.js';
import { ListingReport } from '../../../domain/listing-reports/listing-report.js';
import { OwnerAnswer } from '../../../domain/listing-reports/owner-answer.js';
import { AlertDigestSchema, SearchAlertSchema } from './search-alert.schemas.js';
import { tenancySchemas } from './tenancy.schemas.js';
import { guideSchemas } from './guide.schemas.js';

/**
 * MikroORM mappings over the plain domain classes (no decorators in the domain). Column names follow
 * the underscore naming strategy; tables and indexes are created by the hand-written migrations.
 */
const ts = { type: 'datetime', columnType: 'timestamptz' } as const;
const tsNull = { ...ts, nullable: true } as const;
const str = (length: number, nullable = false) => ({ type: 'string', length, nullable }) as const;
/**
 * The Idempotency-Key of the request that created a row, and that request's fingerprint: written by
 * insertOnce with the row, never selected into the aggregate (lazy), read by findByIdempotencyKey.
 */
const idempotency = { idempotencyKey: { ...str(255, true), lazy: true }, idempotencyFingerprint: { ...str(64, true), lazy: true } } as const;

// The property maps are checked against the classes loosely: getters and methods are not columns.
type Props = Record<string, object>;
const schema = <T>(meta: { class: new () => T; tableName: string; properties: Props }) =>
  new EntitySchema<T>(meta as unknown as ConstructorParameters<typeof EntitySchema<T>>[0]);

export const UserSchema = schema({
  class: User,
  tableName: 'users',
  properties: {
    id: { type: 'uuid', primary: true },
    firstName: str(50),
    lastName: str(50),
    primaryRole: str(10),
    secondaryRole: str(10, true),
    mobileNo: str(10, true),
    countryCode: str(4, true),
    email: str(80, true),
    passwordHash: { type: 'text', nullable: true },
    status: str(10),
    statusReason: str(500, true),
    statusChangedAt: tsNull,
    city: str(20, true),
    language: { type: 'text' },
    languageChosenAt: tsNull,
    erasedAt: tsNull,
    createdAt: ts,
    updatedAt: ts,
    version: { type: 'integer' },
  },
});

export const OtpChallengeSchema = schema({
  class: OtpChallenge,
  tableName: 'otp_challenges',
  properties: {
    id: { type: 'uuid', primary: true },
    mobileNo: str(10),
    codeHash: str(64),
    isSignup: { type: 'boolean' },
    loginAs: str(10, true),
    clientIp: str(64, true),
    attempts: { type: 'integer' },
    createdAt: ts,
    expiresAt: ts,
    consumedAt: tsNull,
    voidedAt: tsNull,
  },
});

export const SessionSchema = schema({
  class: Session,
  tableName: 'sessions',
  properties: {
    id: { type: 'uuid', primary: true },
    tokenHash: str(64),
    kind: str(10),
    userId: { type: 'uuid', nullable: true },
    mobileNo: str(10, true),
    loginAs: str(10, true),
    idleSeconds: { type: 'integer' },
    createdAt: ts,
    lastUsedAt: ts,
    expiresAt: ts,
    revokedAt: tsNull,
  },
});

export const PasswordResetSchema = schema({
  class: PasswordReset,
  tableName: 'password_resets',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    tokenHash: str(64),
    createdAt: ts,
    expiresAt: ts,
    usedAt: tsNull,
  },
});

export const LeadSchema = schema({
  class: Lead,
  tableName: 'leads',
  properties: {
    id: { type: 'uuid', primary: true },
    firstName: str(50),
    lastName: str(50),
    mobileNo: str(10),
    email: str(80, true),
    description: { type: 'text', nullable: true },
    type: str(10),
    propertyId: { type: 'uuid', nullable: true },
    status: str(12),
    clientIp: str(64, true),
    createdAt: ts,
    updatedAt: ts,
    version: { type: 'integer' },
    statusChangedAt: tsNull,
    statusChangedBy: { type: 'uuid', nullable: true },
    visitId: { type: 'uuid', nullable: true },
    priority: { type: 'integer' },
    userId: { type: 'uuid', nullable: true },
    ...idempotency,
  },
});

const int = { type: 'integer' } as const;
const intNull = { type: 'integer', nullable: true } as const;

export const PropertySchema = schema({
  class: Property,
  tableName: 'properties',
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    postedById: { type: 'uuid' },
    postedByRole: str(10),
    title: str(120),
    description: { type: 'text', nullable: true },
    propertyType: str(20),
    bhk: int,
    bathrooms: int,
    furnishing: str(20),
    preferredTenants: str(20),
    rent: int,
    deposit: int,
    maintenance: int,
    builtUpArea: intNull,
    floor: intNull,
    totalFloors: intNull,
    availableFrom: { type: 'date' },
    amenities: { type: 'string[]' },
    city: str(30),
    locality: str(80),
    address: str(300),
    pincode: str(6),
    latitude: { type: 'double', nullable: true },
    longitude: { type: 'double', nullable: true },
    virtualTourUrl: str(500, true),
    status: str(12),
    rejectionReason: str(500, true),
    submittedAt: tsNull,
    publishedAt: tsNull,
    listedUntil: tsNull,
    verifiedAt: tsNull,
    verifiedById: { type: 'uuid', nullable: true },
    verifiedUntil: tsNull,
    verifiedVia: str(12, true),
    reviewNote: str(1100, true),
    reviewHeldAt: tsNull,
    coverImageUrl: str(500, true),
    photoCount: { type: 'integer' },
    viewCount: int,
    wishlistCount: int,
    callbackCount: int,
    createdAt: ts,
    updatedAt: ts,
    version: { type: 'integer' },
    ...idempotency,
  },
});

export const PropertyImageSchema = schema({
  class: PropertyImage,
  tableName: 'property_images',
  properties: {
    id: { type: 'uuid', primary: true },
    propertyId: { type: 'uuid' },
    position: { type: 'integer' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    variants: { type: 'json' },
    createdAt: ts,
  },
});

export const ProjectSchema = schema({
  class: Project,
  tableName: 'projects',
  properties: {
    id: { type: 'uuid', primary: true },
    name: str(120),
    builder: str(120),
    city: str(30),
    locality: str(80),
    description: { type: 'text', nullable: true },
    minPrice: { type: 'bigint', runtimeType: 'number' },
    maxPrice: { type: 'bigint', runtimeType: 'number' },
    unitTypes: { type: 'string[]' },
    possessionDate: { type: 'date', nullable: true },
    reraNumber: str(60, true),
    imageUrls: { type: 'string[]' },
    status: str(20),
    createdById: { type: 'uuid' },
    createdAt: ts,
    updatedAt: ts,
    version: { type: 'integer' },
  },
});

export const PropertyRequestSchema = schema({
  class: PropertyRequest,
  tableName: 'property_requests',
  properties: {
    id: { type: 'uuid', primary: true },
    firstName: str(50),
    lastName: str(50),
    mobileNo: str(10),
    email: str(80, true),
    city: str(30),
    locality: str(80, true),
    bhk: { type: 'integer', nullable: true },
    budget: { type: 'integer' },
    moveInDate: { type: 'date', nullable: true },
    notes: { type: 'text', nullable: true },
    userId: { type: 'uuid', nullable: true },
    clientIp: str(64, true),
    status: str(12),
    statusChangedAt: tsNull,
    statusChangedBy: { type: 'uuid', nullable: true },
    createdAt: ts,
    updatedAt: ts,
    version: { type: 'integer' },
  },
});

export const RiderApplicationSchema = schema({
  class: RiderApplication,
  tableName: 'rider_applications',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    firstName: str(50),
    lastName: str(50),
    mobileNo: str(10),
    city: str(20),
    localities: { type: 'json' },
    hasVehicle: { type: 'boolean' },
    availability: { type: 'json' },
    idDocumentType: str(20),
    // The typed number (id_document_number) is not mapped: only rows from before sealing hold it, until the
    // rider-ids.seal-plain job clears them (MikroOrmRiderIdNumberStore).
    idNumberLast4: str(4),
    idNumberSealed: { type: 'text', nullable: true },
    idNumberHash: str(64, true),
    status: str(10),
    reviewReason: str(500, true),
    reviewedById: { type: 'uuid', nullable: true },
    reviewedAt: tsNull,
    createdAt: ts,
    updatedAt: ts,
    version: { type: 'integer' },
  },
});

export const RideSchema = schema({
  class: Ride,
  tableName: 'rides',
  properties: {
    id: { type: 'uuid', primary: true },
    ...idempotency,
    propertyId: { type: 'uuid' },
    purpose: str(6),
    // Null for a check visit (purpose CHECK): nobody sits in the tenant's seat; the admin is who booked it.
    tenantId: { type: 'uuid', nullable: true },
    // Null only in a tenant's visit the previous release inserted during a rolling deploy: read as its tenant (Ride.restored).
    bookedById: { type: 'uuid', nullable: true },
    checkReasons: { type: 'json' },
    riderId: { type: 'uuid', nullable: true },
    city: str(20),
    locality: str(100),
    slotStartAt: ts,
    slotEndAt: ts,
    status: str(12),
    tenantNote: str(500, true),
    cancelReason: str(500, true),
    report: { type: 'json', nullable: true },
    history: { type: 'json' },
    decision: str(16, true),
    decisionReason: str(12, true),
    decisionNote: str(140, true),
    decidedAt: tsNull,
    firstDecidedAt: tsNull,
    createdAt: ts,
    updatedAt: ts,
    version: { type: 'integer' },
  },
});

/** Reconfirmation reminders and their one-tap links (one per listing and window; the token's hash only). */
export const ReconfirmLinkSchema = schema({
  class: ReconfirmLink,
  tableName: 'reconfirm_links',
  properties: {
    id: { type: 'uuid', primary: true },
    propertyId: { type: 'uuid' },
    ownerId: { type: 'uuid' },
    windowEndsAt: ts,
    createdAt: ts,
    expiresAt: ts,
    sentAt: tsNull,
    tokenHash: str(64, true),
    usedAt: tsNull,
    usedAction: str(12, true),
  },
});

/** Reports of listings; one open report per reporter per listing (a partial unique index). */
export const ListingReportSchema = schema({
  class: ListingReport,
  tableName: 'listing_reports',
  properties: {
    id: { type: 'uuid', primary: true },
    propertyId: { type: 'uuid' },
    city: str(30),
    reason: str(20),
    note: str(500, true),
    reporterUserId: { type: 'uuid', nullable: true },
    reporterMobileNo: str(10, true),
    reporterKey: str(80),
    reporterAddressKey: str(80, true),
    reporterStanding: str(12),
    status: str(10),
    reviewedById: { type: 'uuid', nullable: true },
    reviewedAt: tsNull,
    reviewNote: str(500, true),
    createdAt: ts,
    updatedAt: ts,
    version: { type: 'integer' },
  },
});

/** Owners' answers to the reports that keep their listing out of search (append-only). */
export const OwnerAnswerSchema = schema({
  class: OwnerAnswer,
  tableName: 'listing_report_answers',
  properties: {
    id: { type: 'uuid', primary: true },
    propertyId: { type: 'uuid' },
    ownerId: { type: 'uuid' },
    text: str(1000),
    createdAt: ts,
  },
});

export const allSchemas = [
  UserSchema,
  OtpChallengeSchema,
  SessionSchema,
  PasswordResetSchema,
  LeadSchema,
  PropertySchema,
  PropertyImageSchema,
  ProjectSchema,
  PropertyRequestSchema,
  RiderApplicationSchema,
  RideSchema,
  ReconfirmLinkSchema,
  ListingReportSchema,
  OwnerAnswerSchema,
  SearchAlertSchema,
  AlertDigestSchema,
  ...tenancySchemas,
  ...guideSchemas,
];
