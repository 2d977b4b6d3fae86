/**
 * The help page's search: an answer matches when every word of the query is in its question or answer (case and
 * accents of Latin letters aside). The page's small script (adapters/http/help-page/help-search-script.ts) does the
 * same as a person types; the server does it for a `?q=` sent without script.
 */
export const HELP_QUERY_MAX = 100;

const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The query's words (at most HELP_QUERY_MAX characters read). */
export function queryWords(query: string): string[] {
  return fold(query.slice(0, HELP_QUERY_MAX)).split(/[\s,.;:!?"'()]+/).filter(Boolean);
}

export function matchesQuery(text: string, words: readonly string[]): boolean {
  const haystack = fold(text);
  return words.every((word) => haystack.includes(word));
}
