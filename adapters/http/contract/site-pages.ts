/**
 * Every page of the public site by its address pattern (`:name` stands for one segment), in the groups the
 * layout rules use (web-public/src/layout/layout-rules.ts): written once here, so the server can answer an address
 * that names no page with a real 404 (the app's "not found" page, status 404) instead of 200.
 * test/architecture/site-pages.test.ts keeps SITE_PAGES equal to the routes of web-public/src/App.tsx. Plain data
 * and pure functions, as every module of the contract.
 */

/** Public pages: they carry the footer and the floating WhatsApp / Quick Call buttons. */
export const PUBLIC_PAGES = [
  '/',
  '/tenant/:city/property-listing',
  '/tenant/property-details/:id',
  '/tenant/profile',
  '/tenant/profile/data',
  '/tenant/wishlist',
  '/about-us',
  '/privacy-policy',
  '/terms-condition',
] as const;

/** Owner pages (login entry and the tenant-listing redirect excluded). */
export const OWNER_PAGES = ['/owner/add-property', '/owner/your-property', '/owner/dashboard', '/owner/preview-property/:id', '/owner/update-property'] as const;

/** Rider pages that need a rider (login entry and "become our rider" excluded). */
export const RIDER_PAGES = [
  '/rider/property-listing',
  '/rider/upcoming-rides',
  '/rider/previous-rides',
  '/rider/preview-property',
  '/rider/update-property',
  '/rider/add-property',
] as const;

/** A signed-in owner's or tenant's tenancies: the list, a proposal's form, one tenancy (no footer, no floating buttons). */
export const TENANCY_PAGES = ['/tenancies', '/tenancies/new', '/tenancies/:id'] as const;

/** The other pages: a listing's preview link, the login entries, the owner's old tenant-listing link, rider applications. */
const OTHER_PAGES = ['/preview/preview-property/:id', '/owner/login', '/rider/login', '/owner/tenant-listing', '/rider/become-our-rider'] as const;

export const SITE_PAGES: readonly string[] = [...PUBLIC_PAGES, ...OWNER_PAGES, ...RIDER_PAGES, ...TENANCY_PAGES, ...OTHER_PAGES];

/** "/about-us/" → "/about-us"; "" → "/". */
export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Whether `pathname` matches a pattern whose `:name` segments match any one non-empty segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = normalisePath(pathname).split('/');
  return want.length === have.length && want.every((seg, i) => (seg.startsWith(':') ? have[i] !== '' : seg === have[i]));
}

/** Whether `path` is one of the site's pages; a trailing slash is the same page. */
export function isSitePage(path: string): boolean {
  return SITE_PAGES.some((pattern) => matchesPattern(pattern, path));
}
