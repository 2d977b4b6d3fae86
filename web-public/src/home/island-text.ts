/**
 * The few words the home island needs to draw strip cards and the strip's title, written into the prerendered
 * page by prerender.tsx from the i18n catalogue (so the island does not download the catalogue), and the pure
 * helpers that read them. No React, no DOM.
 */
import type { Listing } from '../api/properties';
import type { CardFactWords } from '../property/card-format';

/** `<script type="application/json" id=...>` holding an IslandText. */
export const ISLAND_TEXT_ID = 'home-island-text';
/** `<template id=...>` holding React-rendered pieces the island clones: a strip card, a no-photo cover, the WhatsApp button. */
export const ISLAND_TEMPLATES_ID = 'home-island-templates';

export interface IslandText {
  /** By city slug: "Newest homes with the Verified mark in Patna". */
  newest: Record<string, string>;
  /** By city slug: the strip's empty message. */
  newestEmpty: Record<string, string>;
  newestFailed: string;
  cities: Record<string, string>;
  types: Record<string, string>;
  furnishing: Record<string, string>;
  /** "1 RK". */
  rk: string;
  /** "{count} BHK". */
  bhk: string;
  /** "Verified by a rider on {date}". */
  riderVerified: string;
  /** The card facts line's words (card-format.ts `cardFacts`), furnishing from `furnishing` above. */
  facts: Omit<CardFactWords, 'furnishing'>;
  /** "{count} photos", the photo count's label. */
  photos: string;
  /** By listed_by: "Posted by the owner", "Posted by our rider for the owner"... */
  listedBy: Record<string, string>;
  /** "Verified {date}" and the undated "Verified": the plain mark. */
  verifiedOn: string;
  verified: string;
  /** The share button's line: "{home} for rent in {place}: {rent} a month". */
  share: string;
}

/** The card title, as format.ts `homeSummary` writes it: "2 BHK Apartment"; rooms and PGs by type alone. */
export function summaryOf(text: IslandText, listing: Pick<Listing, 'bhk' | 'property_type'>): string {
  const type = text.types[listing.property_type] ?? listing.property_type;
  if (listing.property_type === 'ROOM' || listing.property_type === 'PG') return type;
  const size = listing.bhk === 0 ? text.rk : text.bhk.replace('{count}', String(listing.bhk));
  return `${size} ${type}`;
}

/** "Kankarbagh, Patna" (an unknown city slug as it is). */
export function placeOf(text: IslandText, listing: Pick<Listing, 'locality' | 'city'>): string {
  return `${listing.locality}, ${text.cities[listing.city] ?? listing.city}`;
}

/** The share button's line, as property/share.ts `shareText` writes it; `rent` already formatted ("₹12,500"). */
export function shareTextOf(text: IslandText, listing: Pick<Listing, 'bhk' | 'property_type' | 'locality' | 'city'>, rent: string): string {
  const values: Record<string, string> = { home: summaryOf(text, listing), place: placeOf(text, listing), rent };
  return text.share.replace(/\{(home|place|rent)\}/g, (_, name: string) => values[name]!);
}
