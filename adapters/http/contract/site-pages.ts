/**
 * Every page of the public site by its address pattern (`:name` stands for one segment): the routes of
 * web-public/src/App.tsx, written once here so the server can answer an address that names no page with a real
 * 404 (the app's "not found" page, status 404) instead of 200. test/architecture/site-pages.test.ts keeps the two
 * lists equal. Plain data and a pure function, as every module of the contract.
 */
export const SITE_PAGES = [
  '/',
  '/tenant/:city/property-listing',
  '/tenant/property-details/:id',
  '/tenant/profile',
  '/tenant/wishlist',
  '/about-us',
  '/privacy-policy',
  '/terms-condition',
  '/preview/preview-property/:id',
  '/owner/login',
  '/rider/login',
  '/owner/tenant-listing',
  '/owner/add-property',
  '/owner/your-property',
  '/owner/dashboard',
  '/owner/preview-property/:id',
  '/owner/update-property',
  '/rider/become-our-rider',
  '/rider/property-listing',
  '/rider/upcoming-rides',
  '/rider/previous-rides',
  '/rider/preview-property',
  '/rider/update-property',
  '/rider/add-property',
] as const;

/** Whether `path` (no query) is one of the site's pages; a trailing slash is the same page. */
export function isSitePage(path: string): boolean {
  const have = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
  return SITE_PAGES.some((pattern) => {
    const want = pattern.split('/');
    return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
  });
}
