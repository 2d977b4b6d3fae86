import type { Lead } from '../../domain/leads/lead.js';
import type { User } from '../../domain/users/user.js';
import type { Property } from '../../domain/properties/property.js';
import type { Project } from '../../domain/projects/project.js';
import type { PropertyRequest } from '../../domain/property-requests/property-request.js';

/** JSON shapes of the API (snake_case, as the spec's fields). */
export function userJson(user: User) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    primary_role: user.primaryRole,
    secondary_role: user.secondaryRole,
    mobile_no: user.mobileNo,
    email: user.email,
    status: user.status,
    created_at: user.createdAt.toISOString(),
  };
}

export function leadJson(lead: Lead) {
  return {
    id: lead.id,
    first_name: lead.firstName,
    last_name: lead.lastName,
    mobile_no: lead.mobileNo,
    email: lead.email,
    description: lead.description,
    type: lead.type,
    property_id: lead.propertyId,
    status: lead.status,
    next_statuses: lead.nextStatuses,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
    status_changed_at: lead.statusChangedAt?.toISOString() ?? null,
  };
}

/** A listing as the API shows it. `now` decides the verified mark and staleness. */
export function propertyJson(p: Property, now: Date, extra: { wishlisted?: boolean } = {}) {
  return {
    id: p.id,
    owner_id: p.ownerId,
    posted_by_role: p.postedByRole,
    title: p.title,
    description: p.description,
    property_type: p.propertyType,
    bhk: p.bhk,
    bathrooms: p.bathrooms,
    furnishing: p.furnishing,
    preferred_tenants: p.preferredTenants,
    rent: p.rent,
    deposit: p.deposit,
    maintenance: p.maintenance,
    built_up_area: p.builtUpArea,
    floor: p.floor,
    total_floors: p.totalFloors,
    available_from: p.availableFrom,
    amenities: p.amenities,
    city: p.city,
    locality: p.locality,
    address: p.address,
    pincode: p.pincode,
    latitude: p.latitude,
    longitude: p.longitude,
    virtual_tour_url: p.virtualTourUrl,
    status: p.status,
    rejection_reason: p.rejectionReason,
    is_verified: p.isVerified(now),
    verified_at: p.verifiedAt?.toISOString() ?? null,
    is_stale: p.isStale(now),
    listed_until: p.listedUntil?.toISOString() ?? null,
    published_at: p.publishedAt?.toISOString() ?? null,
    cover_image_url: p.coverImageUrl,
    view_count: p.viewCount,
    wishlist_count: p.wishlistCount,
    callback_count: p.callbackCount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    ...(extra.wishlisted === undefined ? {} : { wishlisted: extra.wishlisted }),
  };
}

export function projectJson(p: Project) {
  return {
    id: p.id,
    name: p.name,
    builder: p.builder,
    city: p.city,
    locality: p.locality,
    description: p.description,
    min_price: p.minPrice,
    max_price: p.maxPrice,
    unit_types: p.unitTypes,
    possession_date: p.possessionDate,
    rera_number: p.reraNumber,
    image_urls: p.imageUrls,
    status: p.status,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function propertyRequestJson(r: PropertyRequest) {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    mobile_no: r.mobileNo,
    email: r.email,
    city: r.city,
    locality: r.locality,
    bhk: r.bhk,
    budget: r.budget,
    move_in_date: r.moveInDate,
    notes: r.notes,
    status: r.status,
    next_statuses: r.nextStatuses,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    status_changed_at: r.statusChangedAt?.toISOString() ?? null,
  };
}
