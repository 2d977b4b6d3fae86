import type { Amenity, City, Furnishing, PreferredTenants, PropertyStatus, PropertyType } from './propertyOptions';

/** A gallery photo: WebP variants by width ("320", "640", "1024"; fewer for small originals). First = cover. */
export interface PropertyImage {
  id: string;
  position: number;
  width: number;
  height: number;
  urls: Partial<Record<string, string>>;
}

/** Listing object of docs/api.md ("Property catalogue"); `images` only on the record page (GET one). */
export interface Property {
  id: string;
  owner_id: string;
  posted_by_role: string | null;
  title: string;
  description: string | null;
  property_type: PropertyType;
  bhk: number;
  bathrooms: number;
  furnishing: Furnishing;
  preferred_tenants: PreferredTenants;
  rent: number;
  deposit: number | null;
  maintenance: number | null;
  built_up_area: number | null;
  floor: number | null;
  total_floors: number | null;
  available_from: string;
  amenities: Amenity[];
  city: City;
  locality: string;
  address: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  virtual_tour_url: string | null;
  status: PropertyStatus;
  rejection_reason: string | null;
  is_verified: boolean;
  verified_at: string | null;
  is_stale: boolean;
  listed_until: string | null;
  published_at: string | null;
  cover_image_url: string | null;
  images?: PropertyImage[];
  view_count: number;
  wishlist_count: number;
  callback_count: number;
  created_at: string;
  updated_at: string;
}
