/** Listings: the full listing (owner, admins, its rider), what a visitor sees, search, bodies. */
import { Type, type Static } from '@sinclair/typebox';
import { AdminActions, OwnerActions } from '../../../../application/properties/change-property-state.use-case.js';
import type { Property } from '../../../../domain/properties/property.js';
import { Amenities, Furnishings, PreferredTenantOptions, PropertySorts, PropertyStatuses, PropertyTypes } from '../../../../domain/properties/property-options.js';
import { CitySchema, DateTime, Id, IsoDay, Nullable, StringEnum } from './common.js';

export { CitySchema, type City } from './common.js';
import { PropertyImageSchema } from './gallery.js';
import { RoleSchema } from './users.js';

export const PropertyTypeSchema = StringEnum(PropertyTypes, { $id: 'PropertyType' });
export type PropertyType = Static<typeof PropertyTypeSchema>;
export const FurnishingSchema = StringEnum(Furnishings, { $id: 'Furnishing' });
export type Furnishing = Static<typeof FurnishingSchema>;
export const PreferredTenantsSchema = StringEnum(PreferredTenantOptions, { $id: 'PreferredTenants' });
export type PreferredTenants = Static<typeof PreferredTenantsSchema>;
export const AmenitySchema = StringEnum(Amenities, { $id: 'Amenity' });
export type Amenity = Static<typeof AmenitySchema>;
export const PropertyStatusSchema = StringEnum(PropertyStatuses, { $id: 'PropertyStatus' });
export type PropertyStatus = Static<typeof PropertyStatusSchema>;

/** Who earned the verified mark (the domain declares a type; `satisfies` keeps this list inside it). */
export const VerifiedViaOptions = ['ADMIN', 'RIDER_VISIT'] as const satisfies readonly NonNullable<Property['verifiedVia']>[];
export const VerifiedViaSchema = StringEnum(VerifiedViaOptions, { $id: 'VerifiedVia' });
export type VerifiedVia = Static<typeof VerifiedViaSchema>;

/** POST properties/{id}/state `action` (approve, reject, verify: admins only). */
export const PropertyActionSchema = StringEnum([...OwnerActions, ...AdminActions] as const, { $id: 'PropertyAction' });
export type PropertyAction = Static<typeof PropertyActionSchema>;

/** The listing's own fields, the same for everyone who may read it. */
const detailFields = {
  id: Id,
  title: Type.String(),
  description: Nullable(Type.String()),
  property_type: PropertyTypeSchema,
  bhk: Type.Integer(),
  bathrooms: Type.Integer(),
  furnishing: FurnishingSchema,
  preferred_tenants: PreferredTenantsSchema,
  rent: Type.Integer(),
  /** Never null in an answer (0 when the form left it out). */
  deposit: Type.Integer(),
  maintenance: Type.Integer(),
  built_up_area: Nullable(Type.Integer()),
  floor: Nullable(Type.Integer()),
  total_floors: Nullable(Type.Integer()),
  available_from: IsoDay,
  amenities: Type.Array(AmenitySchema),
  city: CitySchema,
  locality: Type.String(),
  address: Type.String(),
  pincode: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  virtual_tour_url: Nullable(Type.String()),
  status: PropertyStatusSchema,
  is_verified: Type.Boolean(),
  verified_at: Nullable(DateTime),
  verified_via: Nullable(VerifiedViaSchema),
  rider_verified: Type.Boolean(),
  is_stale: Type.Boolean(),
  published_at: Nullable(DateTime),
  cover_image_url: Nullable(Type.String()),
  /** How many photos the listing has (cards say so beside the cover). */
  photo_count: Type.Integer(),
  /** Who put it on the site: its owner, our rider for the owner, or our team (an admin) for the owner. */
  listed_by: Type.Union([Type.Literal('OWNER'), Type.Literal('RIDER'), Type.Literal('TEAM')]),
  created_at: DateTime,
  /** Only when the caller is signed in: the listing is in their wishlist. */
  wishlisted: Type.Optional(Type.Boolean()),
};

/**
 * A listing in full (`propertyJson`), for those entitled to all of it: its owner, admins, the rider who posted
 * it or is to visit it. My listings, the admin grids, create / update / state answers.
 */
export const PropertyListingSchema = Type.Object(
  {
    ...detailFields,
    owner_id: Id,
    posted_by_role: RoleSchema,
    rejection_reason: Nullable(Type.String()),
    review_note: Nullable(Type.String()),
    listed_until: Nullable(DateTime),
    /** The cover's 320 px variant, signed where the cover is (a card cannot name a signed link's sibling). */
    cover_image_small_url: Nullable(Type.String()),
    view_count: Type.Integer(),
    wishlist_count: Type.Integer(),
    callback_count: Type.Integer(),
    updated_at: DateTime,
  },
  { $id: 'PropertyListing' },
);
export type PropertyListing = Static<typeof PropertyListingSchema>;

/** What a visitor is shown (`publicPropertyJson`): search, details, wishlist. No owner, counts or moderation trail. */
export const PublicListingSchema = Type.Object(detailFields, { $id: 'PublicListing' });
export type PublicListing = Static<typeof PublicListingSchema>;

const withImages = Type.Object({ images: Type.Array(PropertyImageSchema) });

/** A listing in full with its photos: the console's GET post-property/{id}. */
export const PropertyListingDetailsSchema = Type.Composite([PropertyListingSchema, withImages], { $id: 'PropertyListingDetails' });
export type PropertyListingDetails = Static<typeof PropertyListingDetailsSchema>;

/** What a visitor sees with the photos. */
export const PublicListingDetailsSchema = Type.Composite([PublicListingSchema, withImages], { $id: 'PublicListingDetails' });
export type PublicListingDetails = Static<typeof PublicListingDetailsSchema>;

/** GET properties/{id}: in full for those entitled, else what a visitor sees; with the photos either way. */
export const ListingDetailsSchema = Type.Union([PropertyListingDetailsSchema, PublicListingDetailsSchema], { $id: 'ListingDetails' });
export type ListingDetails = Static<typeof ListingDetailsSchema>;

/** GET properties/list/rider: the rider's own posts in full, listings awaiting a visit as a visitor sees them. */
export const RiderListingSchema = Type.Union(
  [
    Type.Composite([PropertyListingSchema, Type.Object({ posted_by_me: Type.Literal(true) })]),
    Type.Composite([PublicListingSchema, Type.Object({ posted_by_me: Type.Literal(false) })]),
  ],
  { $id: 'RiderListing' },
);
export type RiderListing = Static<typeof RiderListingSchema>;

/**
 * Any listing answer as a page reads it: what a visitor sees, plus the fields only some answers carry
 * (entitled-only fields, `images` on details, `posted_by_me` on the rider's list).
 */
export type ListingView = PublicListing &
  Partial<Omit<PropertyListing, keyof PublicListing>> & {
    images?: PropertyImage[];
    posted_by_me?: boolean;
  };
type PropertyImage = Static<typeof PropertyImageSchema>;

/** The listing form (POST / PUT / PATCH properties, the console's post-property). PUT takes it whole. */
export const PropertyBodySchema = Type.Object(
  {
    title: Type.String(),
    description: Type.Optional(Nullable(Type.String())),
    property_type: PropertyTypeSchema,
    bhk: Type.Integer(),
    bathrooms: Type.Integer(),
    furnishing: FurnishingSchema,
    preferred_tenants: PreferredTenantsSchema,
    rent: Type.Integer(),
    deposit: Type.Optional(Nullable(Type.Integer())),
    maintenance: Type.Optional(Nullable(Type.Integer())),
    built_up_area: Type.Optional(Nullable(Type.Integer())),
    floor: Type.Optional(Nullable(Type.Integer())),
    total_floors: Type.Optional(Nullable(Type.Integer())),
    available_from: IsoDay,
    amenities: Type.Optional(Nullable(Type.Array(AmenitySchema))),
    city: CitySchema,
    locality: Type.String(),
    address: Type.String(),
    pincode: Type.Union([Type.String(), Type.Integer()]),
    latitude: Type.Optional(Nullable(Type.Number())),
    longitude: Type.Optional(Nullable(Type.Number())),
    virtual_tour_url: Type.Optional(Nullable(Type.String())),
  },
  { $id: 'PropertyBody' },
);
export type PropertyBody = Static<typeof PropertyBodySchema>;

/** POST properties (and the console's POST post-property): the form, who owns it, and whether to submit it for review. */
export const CreatePropertyBodySchema = Type.Composite(
  [
    PropertyBodySchema,
    Type.Object({
      /** Admins: the owner's user id. */
      owner_id: Type.Optional(Type.String()),
      /** Riders posting for an owner: the owner's number, names (for a new person) and the code they received. */
      owner_mobile_no: Type.Optional(Type.String()),
      owner_first_name: Type.Optional(Type.String()),
      owner_last_name: Type.Optional(Type.String()),
      owner_otp: Type.Optional(Type.String()),
      submit: Type.Optional(Type.Boolean()),
    }),
  ],
  { $id: 'CreatePropertyBody' },
);
export type CreatePropertyBody = Static<typeof CreatePropertyBodySchema>;

/** POST properties/{id}/state (and the console's PUT post-property/{id} with an action). */
export const PropertyStateBodySchema = Type.Object({ action: PropertyActionSchema, reason: Type.Optional(Type.String()) }, { $id: 'PropertyStateBody' });
export type PropertyStateBody = Static<typeof PropertyStateBodySchema>;

/** POST properties/owner-confirmation (a rider asks the owner for consent). */
export const OwnerConfirmationBodySchema = Type.Object({ owner_mobile_no: Type.Union([Type.String(), Type.Number()]) }, { $id: 'OwnerConfirmationBody' });
export type OwnerConfirmationBody = Static<typeof OwnerConfirmationBodySchema>;

/** POST properties/wishlist/toggle */
export const WishlistToggleBodySchema = Type.Object({ property_id: Type.String() }, { $id: 'WishlistToggleBody' });
export type WishlistToggleBody = Static<typeof WishlistToggleBodySchema>;
export const WishlistToggleSchema = Type.Object({ wishlisted: Type.Boolean() }, { $id: 'WishlistToggle' });
export type WishlistToggle = Static<typeof WishlistToggleSchema>;

/** Search orders. */
export const PropertySortSchema = StringEnum(PropertySorts, { $id: 'PropertySort' });
export type PropertySort = Static<typeof PropertySortSchema>;

/** The search's filters: GET properties/list's query string (shareable), or POST properties/list's `filter`. */
const searchFilters = {
  city: CitySchema,
  property_type: Type.Optional(PropertyTypeSchema),
  bhk: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  min_rent: Type.Optional(Type.Integer({ minimum: 0 })),
  max_rent: Type.Optional(Type.Integer({ minimum: 0 })),
  furnishing: Type.Optional(FurnishingSchema),
  preferred_tenants: Type.Optional(PreferredTenantsSchema),
  available_by: Type.Optional(IsoDay),
  verified_only: Type.Optional(Type.Boolean()),
  sort: Type.Optional(PropertySortSchema),
};

/** GET properties/list?city=...: the query string. */
export const PropertySearchQuerySchema = Type.Object(
  {
    ...searchFilters,
    search: Type.Optional(Type.String()),
    q: Type.Optional(Type.String()),
    limit: Type.Optional(Type.Integer({ minimum: 1 })),
    page: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { $id: 'PropertySearchQuery' },
);
export type PropertySearchQuery = Static<typeof PropertySearchQuerySchema>;

/** POST properties/list: the spec's list body. */
export const PropertySearchBodySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1 })),
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    search: Type.Optional(Type.String()),
    sort: Type.Optional(PropertySortSchema),
    filter: Type.Object(searchFilters),
  },
  { $id: 'PropertySearchBody' },
);
export type PropertySearchBody = Static<typeof PropertySearchBodySchema>;
