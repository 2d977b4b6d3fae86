/** The admin sidebar of the spec (section 2, "Sidebars"), in its order and with its labels. */

export type MenuEntryKey =
  | 'properties'
  | 'projects'
  | 'tenants'
  | 'owner'
  | 'rider'
  | 'leads'
  | 'query'
  | 'rides'
  | 'propertyRequest';

export type MenuSubEntryKey = 'riderApplications' | 'ridesDay' | 'listingReports' | 'tenancies' | 'payments' | 'agreements';

/** A page inside an entry's area, listed under it (indented). */
export interface MenuSubEntry {
  key: MenuSubEntryKey;
  label: string;
  path: string;
}

export interface MenuEntry {
  key: MenuEntryKey;
  label: string;
  /** Path inside the console (below /admin). */
  path: string;
  children?: readonly MenuSubEntry[];
}

export const ADMIN_HOME_PATH = '/post-property';

export const MENU_ENTRIES: readonly MenuEntry[] = [
  {
    key: 'properties',
    label: 'Properties',
    path: ADMIN_HOME_PATH,
    // Reports of listings are worked in the Properties area.
    children: [{ key: 'listingReports', label: 'Reports', path: '/listing-reports' }],
  },
  { key: 'projects', label: 'Projects', path: '/post-project' },
  {
    key: 'tenants',
    label: 'Tenants',
    path: '/tenants',
    // Tenancies confirmed by both sides, the payments between them and their rent agreements.
    children: [
      { key: 'tenancies', label: 'Tenancies', path: '/tenancies' },
      { key: 'payments', label: 'Payments', path: '/payments' },
      { key: 'agreements', label: 'Agreements', path: '/agreements' },
    ],
  },
  { key: 'owner', label: 'Owner', path: '/owner' },
  {
    key: 'rider',
    label: 'Rider',
    path: '/rider',
    // Rider applications are worked in the Rider area.
    children: [{ key: 'riderApplications', label: 'Applications', path: '/rider-applications' }],
  },
  { key: 'leads', label: 'Leads', path: '/leads' },
  { key: 'query', label: 'Query', path: '/query' },
  { key: 'rides', label: 'Rides', path: '/rides', children: [{ key: 'ridesDay', label: 'Day view', path: '/rides/day' }] },
  { key: 'propertyRequest', label: 'Property Request', path: '/property-request' },
];

/** A console path with the basename the console is mounted on ('/admin' + '/leads'). */
export function consolePath(basename: string, path: string): string {
  const base = basename.replace(/\/+$/, '');
  const tail = path.startsWith('/') ? path : `/${path}`;
  return `${base}${tail}`;
}
