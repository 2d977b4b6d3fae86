/** Admin areas of the spec whose content ships later; each gets an honest placeholder page. */

export interface UpcomingPage {
  /** Route inside the console (below /admin). */
  path: string;
  title: string;
  line: string;
}

export const UPCOMING_PAGES: readonly UpcomingPage[] = [
  { path: '/rides', title: 'Rides', line: 'Rider-assisted visits arrive in the next release.' },
];
