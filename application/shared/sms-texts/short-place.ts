/** Characters of a locality a text carries (an owner or a tenant typed it: it can run to 80). */
export const SMS_PLACE_MAX = 24;

/**
 * A locality as an SMS names it: cut at SMS_PLACE_MAX characters so the text keeps its parts (plain dots: an
 * ellipsis would make an English text Unicode, 70 characters a part instead of 160).
 */
export function shortPlace(locality: string): string {
  const place = locality.trim();
  return place.length <= SMS_PLACE_MAX ? place : `${place.slice(0, SMS_PLACE_MAX - 2).trimEnd()}..`;
}
