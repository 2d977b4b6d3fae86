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
import { bool, date, dateNull, int, intNull, json, jsonNull, str, text, textNull, ts, tsNull, uuid, uuidKeyedSchema, uuidNull, versionedTimes } from './columns.js';

// MikroORM mappings over the plain domain classes (no decorators in the domain); the column shapes are in columns.ts.

/**
 * The Idempotency-Key of the request that created a row, and that request's fingerprint: written by
 * insertOnce with the row, never selected into the aggregate (lazy), read by findByIdempotencyKey.
 */
const idempotency = { idempotencyKey: { ...str(255, true), lazy: true }, idempotencyFingerprint: { ...str(64, true), lazy: true } } as const;

export const UserSchema = uuidKeyedSchema(User, 'users', {
  firstName: str(50),
  lastName: str(50),
  primaryRole: str(10),
  secondaryRole: str(10, true),
  mobileNo: str(10, true),
  countryCode: str(4, true),
  email: str(80, true),
  passwordHash: textNull,
  status: str(10),
  statusReason: str(500, true),
  statusChangedAt: tsNull,
  city: str(20, true),
  language: text,
  languageChosenAt: tsNull,
  erasedAt: tsNull,
  ...versionedTimes,
});

export const OtpChallengeSchema = uuidKeyedSchema(OtpChallenge, 'otp_challenges', {
  mobileNo: str(10),
  codeHash: str(64),
  isSignup: bool,
  loginAs: str(10, true),
  clientIp: str(64, true),
  attempts: int,
  createdAt: ts,
  expiresAt: ts,
  consumedAt: tsNull,
  voidedAt: tsNull,
});

export const SessionSchema = uuidKeyedSchema(Session, 'sessions', {
  tokenHash: str(64),
  kind: str(10),
  userId: uuidNull,
  mobileNo: str(10, true),
  loginAs: str(10, true),
  idleSeconds: int,
  createdAt: ts,
  lastUsedAt: ts,
  expiresAt: ts,
  revokedAt: tsNull,
});

export const PasswordResetSchema = uuidKeyedSchema(PasswordReset, 'password_resets', {
  userId: uuid,
  tokenHash: str(64),
  createdAt: ts,
  expiresAt: ts,
  usedAt: tsNull,
});

export const LeadSchema = uuidKeyedSchema(Lead, 'leads', {
  firstName: str(50),
  lastName: str(50),
  mobileNo: str(10),
  email: str(80, true),
  description: textNull,
  type: str(10),
  propertyId: uuidNull,
  status: str(12),
  clientIp: str(64, true),
  ...versionedTimes,
  statusChangedAt: tsNull,
  statusChangedBy: uuidNull,
  visitId: uuidNull,
  priority: int,
  userId: uuidNull,
  ...idempotency,
});

export const PropertySchema = uuidKeyedSchema(Property, 'properties', {
  ownerId: uuid,
  postedById: uuid,
  postedByRole: str(10),
  title: str(120),
  description: textNull,
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
  availableFrom: date,
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
  verifiedById: uuidNull,
  verifiedUntil: tsNull,
  verifiedVia: str(12, true),
  reviewNote: str(1100, true),
  reviewHeldAt: tsNull,
  coverImageUrl: str(500, true),
  photoCount: int,
  viewCount: int,
  wishlistCount: int,
  callbackCount: int,
  ...versionedTimes,
  ...idempotency,
});

export const PropertyImageSchema = uuidKeyedSchema(PropertyImage, 'property_images', {
  propertyId: uuid,
  position: int,
  width: int,
  height: int,
  variants: json,
  createdAt: ts,
});

export const ProjectSchema = uuidKeyedSchema(Project, 'projects', {
  name: str(120),
  builder: str(120),
  city: str(30),
  locality: str(80),
  description: textNull,
  minPrice: { type: 'bigint', runtimeType: 'number' },
  maxPrice: { type: 'bigint', runtimeType: 'number' },
  unitTypes: { type: 'string[]' },
  possessionDate: dateNull,
  reraNumber: str(60, true),
  imageUrls: { type: 'string[]' },
  status: str(20),
  createdById: uuid,
  ...versionedTimes,
});

export const PropertyRequestSchema = uuidKeyedSchema(PropertyRequest, 'property_requests', {
  firstName: str(50),
  lastName: str(50),
  mobileNo: str(10),
  email: str(80, true),
  city: str(30),
  locality: str(80, true),
  bhk: intNull,
  budget: int,
  moveInDate: dateNull,
  notes: textNull,
  userId: uuidNull,
  clientIp: str(64, true),
  status: str(12),
  statusChangedAt: tsNull,
  statusChangedBy: uuidNull,
  ...versionedTimes,
});

export const RiderApplicationSchema = uuidKeyedSchema(RiderApplication, 'rider_applications', {
  userId: uuid,
  firstName: str(50),
  lastName: str(50),
  mobileNo: str(10),
  city: str(20),
  localities: json,
  hasVehicle: bool,
  availability: json,
  idDocumentType: str(20),
  // The typed number (id_document_number) is not mapped: only rows from before sealing hold it, until the
  // rider-ids.seal-plain job clears them (MikroOrmRiderIdNumberStore).
  idNumberLast4: str(4),
  idNumberSealed: textNull,
  idNumberHash: str(64, true),
  status: str(10),
  reviewReason: str(500, true),
  reviewedById: uuidNull,
  reviewedAt: tsNull,
  ...versionedTimes,
});

export const RideSchema = uuidKeyedSchema(Ride, 'rides', {
  ...idempotency,
  propertyId: uuid,
  purpose: str(6),
  // Null for a check visit (purpose CHECK): nobody sits in the tenant's seat; the admin is who booked it.
  tenantId: uuidNull,
  // Null only in a tenant's visit the previous release inserted during a rolling deploy: read as its tenant (Ride.restored).
  bookedById: uuidNull,
  checkReasons: json,
  riderId: uuidNull,
  city: str(20),
  locality: str(100),
  slotStartAt: ts,
  slotEndAt: ts,
  status: str(12),
  tenantNote: str(500, true),
  cancelReason: str(500, true),
  report: jsonNull,
  history: json,
  decision: str(16, true),
  decisionReason: str(12, true),
  decisionNote: str(140, true),
  decidedAt: tsNull,
  firstDecidedAt: tsNull,
  ...versionedTimes,
});

/** Reconfirmation reminders and their one-tap links (one per listing and window; the token's hash only). */
export const ReconfirmLinkSchema = uuidKeyedSchema(ReconfirmLink, 'reconfirm_links', {
  propertyId: uuid,
  ownerId: uuid,
  windowEndsAt: ts,
  createdAt: ts,
  expiresAt: ts,
  sentAt: tsNull,
  tokenHash: str(64, true),
  usedAt: tsNull,
  usedAction: str(12, true),
});

/** Reports of listings; one open report per reporter per listing (a partial unique index). */
export const ListingReportSchema = uuidKeyedSchema(ListingReport, 'listing_reports', {
  propertyId: uuid,
  city: str(30),
  reason: str(20),
  note: str(500, true),
  reporterUserId: uuidNull,
  reporterMobileNo: str(10, true),
  reporterKey: str(80),
  reporterAddressKey: str(80, true),
  reporterStanding: str(12),
  status: str(10),
  reviewedById: uuidNull,
  reviewedAt: tsNull,
  reviewNote: str(500, true),
  ...versionedTimes,
});

/** Owners' answers to the reports that keep their listing out of search (append-only). */
export const OwnerAnswerSchema = uuidKeyedSchema(OwnerAnswer, 'listing_report_answers', {
  propertyId: uuid,
  ownerId: uuid,
  text: str(1000),
  createdAt: ts,
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
