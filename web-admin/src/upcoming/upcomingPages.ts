/**
 * Admin areas of the spec whose content ships later; each gets an honest placeholder page. Empty: every
 * area of the menu has its resource.
 */

export interface UpcomingPage {
  /** Route inside the console (below /admin). */
  path: string;
  title: string;
  line: string;
}

export const UPCOMING_PAGES: readonly UpcomingPage[] = [];
