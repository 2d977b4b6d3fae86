/**
 * Layout rules of spec section 2, as pure functions of the path, the user's roles and the viewport width.
 * The layout components only ask these; the unit tests pin them down.
 */
import { matchesPattern, normalisePath, OWNER_PAGES, PUBLIC_PAGES, RIDER_PAGES, TENANCY_PAGES } from '../../../adapters/http/contract/site-pages';
import type { MessageKey } from '../../../domain/shared/catalogue/site/en';
import type { Role } from '../auth/roles';

export const BREAKPOINTS = { smallPhone: 540, tablet: 1024 } as const;
export const SIDEBAR_WIDTH = { open: 270, collapsed: 130 } as const;

/** The navbar is hidden on these login screens. */
export const NAVBAR_HIDDEN_PATHS = ['/admin/login', '/admin/forgot-password', '/admin/reset-password', '/rider/login'];

/**
 * Pages wrapped by the desktop-only rule: at <= 1024px they show only the "Oops! ..." message.
 * The spec does not say which pages are wrapped. None is today: every page of the site (the owner dashboard, whose
 * table becomes one card per listing on a phone, the owner and rider areas) works at 360 px, and owners in tier-2
 * cities are on phones. A page that truly needs a wide screen (none of the site's; the console at /admin is a
 * separate app) would be listed here. docs/web-public.md says why.
 */
export const DESKTOP_ONLY_PATHS: readonly string[] = [];

// The site's pages by group, and how an address matches one: the contract's, which the server also reads.
export { matchesPattern, normalisePath, OWNER_PAGES, PUBLIC_PAGES, RIDER_PAGES, TENANCY_PAGES } from '../../../adapters/http/contract/site-pages';

/** Admin console pages (served by web-admin at /admin; listed so the sidebar rule is complete). */
export const ADMIN_PAGES = [
  '/admin/post-property',
  '/admin/post-project',
  '/admin/tenants',
  '/admin/owner',
  '/admin/rider',
  '/admin/leads',
  '/admin/query',
  '/admin/rides',
  '/admin/property-request',
  '/admin/preview-property/:id',
];

function matchesAny(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchesPattern(pattern, pathname));
}

export function showsNavbar(pathname: string): boolean {
  return !NAVBAR_HIDDEN_PATHS.includes(normalisePath(pathname));
}

export function isPublicPage(pathname: string): boolean {
  return matchesAny(PUBLIC_PAGES, pathname);
}

/** Footer: home, property details, tenant profile, wishlist, listing, about, privacy and terms. */
export const showsFooter = isPublicPage;

/** Floating WhatsApp and Quick Call buttons: public pages. */
export const showsFloatingButtons = isPublicPage;

export const isOwnerPage = (pathname: string) => matchesAny(OWNER_PAGES, pathname);
export const isRiderPage = (pathname: string) => matchesAny(RIDER_PAGES, pathname);
export const isAdminPage = (pathname: string) => matchesAny(ADMIN_PAGES, pathname);

/** Pages that make no sense once signed out (logging out there goes home). */
export function needsSignedInUser(pathname: string): boolean {
  return (
    isOwnerPage(pathname) ||
    isRiderPage(pathname) ||
    matchesPattern('/tenant/profile', pathname) ||
    matchesPattern('/tenant/profile/data', pathname) ||
    matchesAny(TENANCY_PAGES, pathname)
  );
}

export type SidebarKind = 'admin' | 'owner';

/**
 * The sidebar shows for admins and owners on their non-public pages. On small phones (<= 540px)
 * the bottom strip replaces it: a 270px column would leave no room for the page.
 */
export function sidebarKind(pathname: string, roles: readonly Role[], viewportWidth: number): SidebarKind | null {
  if (viewportWidth <= BREAKPOINTS.smallPhone) return null;
  if (roles.includes('ADMIN') && isAdminPage(pathname)) return 'admin';
  if (roles.includes('OWNER') && isOwnerPage(pathname)) return 'owner';
  return null;
}

/**
 * How the sidebar sits. Above 1024px it is docked: open or collapsed as the person last chose, the content
 * shifted beside it. From 541 to 1024px (tablets, phones held sideways) it is a drawer: collapsed by default
 * (the 130px rail), and opened it lays its 270px over the page until an entry is chosen, Escape is pressed or
 * the page behind is tapped, so the content column keeps its width (541 - 130 = 411px, not 271px).
 */
export type SidebarMode = 'docked' | 'drawer';

export function sidebarMode(viewportWidth: number): SidebarMode {
  return viewportWidth > BREAKPOINTS.tablet ? 'docked' : 'drawer';
}

/**
 * Left margin of the main content: 270px beside an open sidebar, 130px beside a collapsed one. A drawer opens
 * over the page, so the content stays beside the 130px rail whether the drawer is open or not.
 */
export function contentOffset(kind: SidebarKind | null, collapsed: boolean, mode: SidebarMode = 'docked'): number {
  if (!kind) return 0;
  return collapsed || mode === 'drawer' ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.open;
}

/** The narrowest content column any layout may leave: the width of the smallest phone the site is made for. */
export const MIN_CONTENT_WIDTH = 360;

/** Width left to the content column at `viewportWidth` (the sidebar, when there is one, as it starts). */
export function contentWidth(viewportWidth: number, kind: SidebarKind | null, collapsed: boolean): number {
  const shown = viewportWidth > BREAKPOINTS.smallPhone ? kind : null; // the bottom strip replaces it on small phones
  return viewportWidth - contentOffset(shown, collapsed, sidebarMode(viewportWidth));
}

/** A box in viewport pixels, as `getBoundingClientRect` gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const area = (box: Box) => Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);

function overlap(a: Box, b: Box): number {
  return area({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });
}

/**
 * Whether the floating buttons (each at its resting box) would sit on a control a person needs or a listing card:
 * any overlap at all. A button drawn over the empty end of a wide button or the corner of a card still hides part
 * of what a person reads or taps (the rent, the heart a card keeps in its corner), so they step aside instead.
 */
export function floatingButtonsCover(buttons: readonly Box[], control: Box): boolean {
  return buttons.some((b) => overlap(b, control) > 0);
}

export type BottomStripKind = 'owner' | 'rider';

/** At <= 540px a fixed bottom strip appears on owner and rider pages. */
export function bottomStripKind(pathname: string, viewportWidth: number): BottomStripKind | null {
  if (viewportWidth > BREAKPOINTS.smallPhone) return null;
  if (isOwnerPage(pathname)) return 'owner';
  if (isRiderPage(pathname)) return 'rider';
  return null;
}

export function isDesktopOnlyPath(pathname: string, paths: readonly string[] = DESKTOP_ONLY_PATHS): boolean {
  return paths.includes(normalisePath(pathname));
}

/** At <= 1024px a desktop-only page is replaced by the "Oops! ..." message. */
export function showsDesktopOnlyMessage(pathname: string, viewportWidth: number, paths: readonly string[] = DESKTOP_ONLY_PATHS): boolean {
  return isDesktopOnlyPath(pathname, paths) && viewportWidth <= BREAKPOINTS.tablet;
}

export type NavIcon = 'plus' | 'home' | 'user' | 'list' | 'calendar' | 'history' | 'people' | 'phone' | 'folder';

export interface NavEntry {
  to: string;
  label: MessageKey;
  short: MessageKey;
  icon: NavIcon;
  /** Lives in another app (the admin console): follow with a full page load. */
  external?: boolean;
}

export const SIDEBAR_ENTRIES: Record<SidebarKind, NavEntry[]> = {
  owner: [
    { to: '/owner/add-property', label: 'sidebar.owner.postProperties', short: 'sidebar.owner.postPropertiesShort', icon: 'plus' },
    { to: '/owner/your-property', label: 'sidebar.owner.yourProperties', short: 'sidebar.owner.yourPropertiesShort', icon: 'home' },
  ],
  admin: [
    { to: '/admin/post-property', label: 'sidebar.admin.properties', short: 'sidebar.admin.properties', icon: 'home', external: true },
    { to: '/admin/post-project', label: 'sidebar.admin.projects', short: 'sidebar.admin.projects', icon: 'folder', external: true },
    { to: '/admin/tenants', label: 'sidebar.admin.tenants', short: 'sidebar.admin.tenants', icon: 'people', external: true },
    { to: '/admin/owner', label: 'sidebar.admin.owner', short: 'sidebar.admin.owner', icon: 'user', external: true },
    { to: '/admin/rider', label: 'sidebar.admin.rider', short: 'sidebar.admin.rider', icon: 'user', external: true },
    { to: '/admin/leads', label: 'sidebar.admin.leads', short: 'sidebar.admin.leads', icon: 'phone', external: true },
    { to: '/admin/query', label: 'sidebar.admin.query', short: 'sidebar.admin.query', icon: 'list', external: true },
    { to: '/admin/rides', label: 'sidebar.admin.rides', short: 'sidebar.admin.rides', icon: 'calendar', external: true },
    { to: '/admin/property-request', label: 'sidebar.admin.propertyRequest', short: 'sidebar.admin.propertyRequestShort', icon: 'list', external: true },
  ],
};

export const BOTTOM_STRIP_ENTRIES: Record<BottomStripKind, NavEntry[]> = {
  owner: [
    { to: '/owner/add-property', label: 'bottom.owner.post', short: 'bottom.owner.post', icon: 'plus' },
    { to: '/owner/your-property', label: 'bottom.owner.yours', short: 'bottom.owner.yours', icon: 'home' },
    { to: '/tenant/profile', label: 'bottom.owner.profile', short: 'bottom.owner.profile', icon: 'user' },
  ],
  rider: [
    { to: '/rider/property-listing', label: 'bottom.rider.listing', short: 'bottom.rider.listing', icon: 'list' },
    { to: '/rider/upcoming-rides', label: 'bottom.rider.upcoming', short: 'bottom.rider.upcoming', icon: 'calendar' },
    { to: '/rider/previous-rides', label: 'bottom.rider.previous', short: 'bottom.rider.previous', icon: 'history' },
  ],
};

/** The account menu's first entries, for every signed-in person: their profile and the homes they saved. */
export const ACCOUNT_MENU_LINKS: readonly { label: MessageKey; to: string }[] = [
  { label: 'nav.menu.profile', to: '/tenant/profile' },
  { label: 'nav.menu.savedHomes', to: '/tenant/wishlist' },
  { label: 'nav.menu.tenancies', to: '/tenancies' },
];

/** The user-menu switch for owners: to the tenant listing from an owner page, to the owner area elsewhere. */
export function ownerSwitch(pathname: string): { label: MessageKey; to: string } {
  return normalisePath(pathname).startsWith('/owner/')
    ? { label: 'nav.menu.switchToTenant', to: '/tenant/patna/property-listing' }
    : { label: 'nav.menu.switchToOwner', to: '/owner/your-property' };
}
