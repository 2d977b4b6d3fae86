/** Admin areas of the spec whose content ships with the next issue; each gets an honest placeholder page. */

export interface UpcomingPage {
  /** Route inside the console (below /admin). */
  path: string;
  title: string;
  line: string;
}

export const UPCOMING_PAGES: readonly UpcomingPage[] = [
  { path: '/post-property', title: 'Properties', line: 'The property catalogue arrives in the next release.' },
  { path: '/post-project', title: 'Projects', line: 'Project listings arrive in the next release.' },
  { path: '/rides', title: 'Rides', line: 'Rider-assisted visits arrive in the next release.' },
  { path: '/property-request', title: 'Property Request', line: 'Property requests arrive in the next release.' },
];

export const PROPERTY_PREVIEW_PAGE = {
  path: '/preview-property/:id',
  title: 'Property Preview',
  line: 'Property previews arrive with the property catalogue in the next release.',
} as const;
