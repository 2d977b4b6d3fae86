import { v7 as uuidv7 } from 'uuid';
import type { Role } from '../users/role.js';
import type { Amenity, City, Furnishing, PreferredTenants, PropertyStatus, PropertyType } from './property-options.js';
import { RECONFIRM_EVERY_DAYS, VERIFICATION_VALID_DAYS } from './property-options.js';
import { PropertyMessages, PropertyTransitionError } from './properties.errors.js';
import { moveStatus } from '../shared/status-machine.js';

const DAY_MS = 86_400_000;

/** What an owner (or someone on their behalf) describes; validated by PropertyDetails.parse. */
export interface PropertyDetails {
  title: string;
  description: string | null;
  propertyType: PropertyType;
  bhk: number;
  bathrooms: number;
  furnishing: Furnishing;
  preferredTenants: PreferredTenants;
  rent: number;
  deposit: number;
  maintenance: number;
  builtUpArea: number | null;
  floor: number | null;
  totalFloors: number | null;
  availableFrom: string;
  amenities: Amenity[];
  city: City;
  locality: string;
  address: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  virtualTourUrl: string | null;
}

/**
 * A rental listing. draft → submitted → live | rejected (with a reason); live → rented | archived.
 * Reported by three people, live → under review (out of search) → live again, or rejected (taken down).
 * Only live listings that their owner reconfirmed within 30 days are public in search.
 */
export class Property implements PropertyDetails {
  id!: string;
  ownerId!: string;
  postedById!: string;
  postedByRole!: Role;
  title!: string;
  description!: string | null;
  propertyType!: PropertyType;
  bhk!: number;
  bathrooms!: number;
  furnishing!: Furnishing;
  preferredTenants!: PreferredTenants;
  rent!: number;
  deposit!: number;
  maintenance!: number;
  builtUpArea!: number | null;
  floor!: number | null;
  totalFloors!: number | null;
  availableFrom!: string;
  amenities!: Amenity[];
  city!: City;
  locality!: string;
  address!: string;
  pincode!: string;
  latitude!: number | null;
  longitude!: number | null;
  virtualTourUrl!: string | null;
  status!: PropertyStatus;
  rejectionReason!: string | null;
  submittedAt!: Date | null;
  publishedAt!: Date | null;
  /** Until when a live listing shows in search without a reconfirmation. */
  listedUntil!: Date | null;
  verifiedAt!: Date | null;
  verifiedById!: string | null;
  verifiedUntil!: Date | null;
  /** Who earned the mark: an admin's check, or a rider's visit that found the home as listed. */
  verifiedVia!: 'ADMIN' | 'RIDER_VISIT' | null;
  /** Why the listing is back in review (a rider's visit found differences), for the owner and admins. */
  reviewNote!: string | null;
  /** When reports took it out of search (UNDER_REVIEW): its listing window does not run meanwhile. */
  reviewHeldAt!: Date | null;
  coverImageUrl!: string | null;
  /** How many photos its gallery holds (cards say so). */
  photoCount!: number;
  viewCount!: number;
  wishlistCount!: number;
  callbackCount!: number;
  createdAt!: Date;
  updatedAt!: Date;
  /** Optimistic lock: 0 until first stored; a save of a stale copy is refused. */
  version!: number;

  static draft(input: { ownerId: string; postedById: string; postedByRole: Role; details: PropertyDetails }, now: Date): Property {
    const property = new Property();
    property.id = uuidv7();
    property.ownerId = input.ownerId;
    property.postedById = input.postedById;
    property.postedByRole = input.postedByRole;
    Object.assign(property, input.details);
    property.status = 'DRAFT';
    property.rejectionReason = null;
    property.submittedAt = null;
    property.publishedAt = null;
    property.listedUntil = null;
    property.verifiedAt = null;
    property.verifiedById = null;
    property.verifiedUntil = null;
    property.verifiedVia = null;
    property.reviewNote = null;
    property.reviewHeldAt = null;
    property.coverImageUrl = null;
    property.photoCount = 0;
    property.viewCount = 0;
    property.wishlistCount = 0;
    property.callbackCount = 0;
    property.createdAt = now;
    property.updatedAt = now;
    property.version = 0;
    return property;
  }

  /** Editing keeps a live listing live; a rejected one goes back to draft for another submission. */
  revise(details: PropertyDetails, now: Date): void {
    if (this.status === 'ARCHIVED' || this.status === 'RENTED') throw new PropertyTransitionError(PropertyMessages.notEditable[this.status]);
    Object.assign(this, details);
    if (this.status === 'REJECTED') this.status = 'DRAFT';
    this.updatedAt = now;
  }

  submit(now: Date): void {
    this.move(['DRAFT', 'REJECTED'], 'SUBMITTED', now);
    this.submittedAt = now;
    this.rejectionReason = null;
    this.reviewNote = null;
  }

  /** Goes live; a relisted home is new again (it sorts as newest, not by when it was first listed). */
  approve(now: Date): void {
    this.move(['SUBMITTED'], 'LIVE', now);
    this.publishedAt = now;
    this.reviewNote = null;
    this.listedUntil = new Date(now.getTime() + RECONFIRM_EVERY_DAYS * DAY_MS);
  }

  /** Refused at review, or a live listing taken down: a listing found wanting loses its verified mark too. */
  reject(reason: string, now: Date): void {
    this.move(['SUBMITTED', 'LIVE', 'UNDER_REVIEW'], 'REJECTED', now);
    this.rejectionReason = reason;
    this.listedUntil = null;
    this.reviewHeldAt = null;
    this.clearVerification();
  }

  /**
   * A rider's visit found the home unlike its listing: it leaves search and goes back to review, with what
   * differed as the note the owner and admins read, and loses any verified mark.
   */
  sendBackToReview(note: string, now: Date): void {
    this.move(['LIVE'], 'SUBMITTED', now);
    this.submittedAt = now;
    this.reviewNote = note;
    this.listedUntil = null;
    this.clearVerification();
  }

  /** The owner's account was blocked: a live listing leaves search until they are unblocked. */
  suspend(now: Date): void {
    this.move(['LIVE'], 'SUSPENDED', now);
  }

  /** The owner was unblocked: back in search (for what was left of its 30 days when it was suspended, at least a week). */
  restore(now: Date): void {
    this.move(['SUSPENDED'], 'LIVE', now);
    const week = new Date(now.getTime() + 7 * DAY_MS);
    if (!this.listedUntil || this.listedUntil.getTime() < week.getTime()) this.listedUntil = week;
  }

  /**
   * Three people reported it: out of search until an admin reviews the reports. Its listing window
   * stops running meanwhile (see releaseFromReview).
   */
  holdForReview(now: Date): void {
    this.move(['LIVE'], 'UNDER_REVIEW', now);
    this.reviewHeldAt = now;
  }

  /** The admin dismissed the reports: back in search with what was left of its listing window when it was held. */
  releaseFromReview(now: Date): void {
    this.move(['UNDER_REVIEW'], 'LIVE', now);
    if (this.listedUntil && this.reviewHeldAt) this.listedUntil = new Date(this.listedUntil.getTime() + Math.max(0, now.getTime() - this.reviewHeldAt.getTime()));
    this.reviewHeldAt = null;
  }

  private clearVerification(): void {
    this.verifiedAt = null;
    this.verifiedById = null;
    this.verifiedUntil = null;
    this.verifiedVia = null;
  }

  /** "Still available": keeps a live listing in search for another 30 days. */
  reconfirm(now: Date): void {
    if (this.status !== 'LIVE') throw new PropertyTransitionError('ONLY_LIVE_RECONFIRM');
    this.listedUntil = new Date(now.getTime() + RECONFIRM_EVERY_DAYS * DAY_MS);
    this.updatedAt = now;
  }

  /** Also while reported (UNDER_REVIEW): "already rented" is a common report, and the owner may settle it. */
  markRented(now: Date): void {
    this.move(['LIVE', 'UNDER_REVIEW'], 'RENTED', now);
    this.listedUntil = null;
    this.reviewHeldAt = null;
  }

  archive(now: Date): void {
    this.move(['DRAFT', 'SUBMITTED', 'LIVE', 'REJECTED', 'RENTED', 'SUSPENDED', 'UNDER_REVIEW'], 'ARCHIVED', now);
    this.listedUntil = null;
    this.reviewHeldAt = null;
  }

  /** Relist a rented or archived home: it goes through review again. */
  relist(now: Date): void {
    this.move(['RENTED', 'ARCHIVED'], 'DRAFT', now);
  }

  verify(byUserId: string, now: Date, via: 'ADMIN' | 'RIDER_VISIT' = 'ADMIN'): void {
    if (this.status !== 'LIVE' && this.status !== 'SUBMITTED') throw new PropertyTransitionError('ONLY_OPEN_VERIFY');
    this.verifiedAt = now;
    this.verifiedById = byUserId;
    this.verifiedUntil = new Date(now.getTime() + VERIFICATION_VALID_DAYS * DAY_MS);
    this.verifiedVia = via;
    this.updatedAt = now;
  }

  /** "Verified by a rider on <date>": a completed visit found the home as listed (lapses like any mark). */
  isRiderVerified(now: Date): boolean {
    return this.verifiedVia === 'RIDER_VISIT' && this.isVerified(now);
  }

  /** The cover photo shown on cards (the gallery's first image), or none; and how many photos the gallery holds. */
  setCover(url: string | null, photoCount: number, now: Date): void {
    if (this.coverImageUrl === url && this.photoCount === photoCount) return;
    this.coverImageUrl = url;
    this.photoCount = photoCount;
    this.updatedAt = now;
  }

  isVerified(now: Date): boolean {
    return this.verifiedUntil !== null && now.getTime() < this.verifiedUntil.getTime();
  }

  /** Live but not reconfirmed in time: hidden from search until the owner reconfirms. */
  isStale(now: Date): boolean {
    return this.status === 'LIVE' && (this.listedUntil === null || now.getTime() >= this.listedUntil.getTime());
  }

  isPublic(now: Date): boolean {
    return this.status === 'LIVE' && !this.isStale(now);
  }

  private move(from: PropertyStatus[], to: PropertyStatus, now: Date): void {
    moveStatus(this, from, to, now, () => new PropertyTransitionError(PropertyMessages.cannotMove(this.status, to)));
  }
}
