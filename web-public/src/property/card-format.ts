/**
 * The i18n-free formatting of a listing card: rupees, the cover's srcset, the details link. Pure, re-exported
 * by format.ts; its own module so the prerendered home's island can use it without the string catalogue.
 * It also passes on the cover's near-the-screen loading (near-viewport.ts, not pure): imported from here, that
 * module rides in the chunk the island and the app share (vite.config.ts `home-shared`) instead of costing
 * one more request on 3G.
 */
export { markRequested, wasRequested, whenNear } from './near-viewport';

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 1250000 → "₹12,50,000" (lakh grouping). */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(Math.round(amount))}`;
}

/** 1050 → "1,050". */
export function formatCount(value: number): string {
  return rupees.format(value);
}

/**
 * Cards only get `cover_image_url`, the cover's 640 px variant. Variants are stored side by side as
 * `<image>-<width>.webp`, and an image with a 640 px variant always has a 320 px one, so a card can offer both.
 * Any other URL is used as it is.
 */
export function coverSrcSet(coverUrl: string): string | undefined {
  const match = /^(.*)-640\.webp(\?.*)?$/.exec(coverUrl);
  if (!match) return undefined;
  return `${match[1]}-320.webp${match[2] ?? ''} 320w, ${coverUrl} 640w`;
}

/** The listing's public address on this site. */
export const detailsPath = (id: string) => `/tenant/property-details/${encodeURIComponent(id)}`;
