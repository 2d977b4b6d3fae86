import { withoutInvisibles } from '../../../domain/shared/text.js';

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

/** A dot as a browser reads one in an address: the full stop, and the ideographic and full-width ones it maps to it. */
const DOT = '[.\\u3002\\uFF0E\\uFF61]';

/**
 * A link (`http://…`, `www.…`), a bare domain (`evil.in/k`, `pay.example.com`, with or without a port) or a bare IPv4
 * address (`192.168.1.5/x`, `10.0.0.1:8080`).
 */
const LINKS = new RegExp(
  [
    `(?:https?:\\/\\/|www${DOT})\\S*`,
    `(?<![\\d.])\\d{1,3}(?:${DOT}\\d{1,3}){3}(?!${DOT}?\\d)(?::\\d+)?(?:\\/\\S*)?`,
    `[\\p{L}\\p{N}_-]+(?:${DOT}[\\p{L}\\p{N}_-]+)*${DOT}[a-z]{2,}\\b(?::\\d+)?(?:\\/\\S*)?`,
  ].join('|'),
  'giu',
);

/**
 * Characters a person can slip inside a link to split it for our check while a phone still shows (and opens) it
 * whole: the invisible controls every stored text loses (bidirectional marks, zero-width space...), the soft hyphen,
 * the combining grapheme joiner, the invisible operators, and a zero-width joiner or non-joiner next to a Latin letter,
 * digit or sign (Hindi keeps its joiners: they sit between Devanagari letters).
 */
const LINK_SPLITTERS = /[\u00AD\u034F\u180E\u2061-\u2064]|[\u200C\u200D](?=[\x21-\x7E])|(?<=[\x21-\x7E])[\u200C\u200D]/g;

/**
 * Words a person typed (a listing's title or locality, a cancellation reason) as our branded texts carry them:
 * without links, domains or IP addresses (even split by invisible characters), so nobody can make our SMS say "KYC
 * due, pay at evil.in/k"; runs of spaces folded.
 */
export function typedWords(text: string): string {
  return withoutInvisibles(text).replace(LINK_SPLITTERS, '').replace(LINKS, ' ').replace(/\s+/g, ' ').trim();
}
