/** Small display helpers shared by the lists and show pages. */

/** "First Last", skipping missing parts; '' when both are empty. */
export function fullName(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part.length > 0)
    .join(' ');
}

/** Cuts text to at most `max` characters (ellipsis included), on a word boundary when one is near. */
export function truncate(text: string | null | undefined, max = 60): string {
  if (text == null) return '';
  const clean = String(text).replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max <= 1) return '…'.slice(0, max);
  const hard = clean.slice(0, max - 1);
  const lastSpace = hard.lastIndexOf(' ');
  const cut = lastSpace >= Math.floor(max * 0.6) ? hard.slice(0, lastSpace) : hard;
  return `${cut.trimEnd()}…`;
}
