/** Characters of a locality a text carries (an owner or a tenant typed it: it can run to 80). */
export const SMS_PLACE_MAX = 24;

/**
 * A locality as an SMS names it: cut at SMS_PLACE_MAX characters so the text keeps its parts (plain dots: an
 * ellipsis would make an English text Unicode, 70 characters a part instead of 160).
 */
export function shortPlace(locality: string): string {
  const place = typedWords(locality);
  return place.length <= SMS_PLACE_MAX ? place : `${place.slice(0, SMS_PLACE_MAX - 2).trimEnd()}..`;
}

/** A link (`http://…`, `www.…`) or a bare domain (`evil.in/k`, `pay.example.com`). */
const LINKS = /(?:https?:\/\/|www\.)\S*|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.[a-z]{2,}\b(?:\/\S*)?/giu;

/**
 * Words a person typed (a listing's title or locality, a cancellation reason) as our branded texts carry them:
 * without links or domains, so nobody can make our SMS say "KYC due, pay at evil.in/k"; runs of spaces folded.
 */
export function typedWords(text: string): string {
  return text.replace(LINKS, ' ').replace(/\s+/g, ' ').trim();
}
