/**
 * Admin areas of the spec whose content ships later; each gets an honest placeholder page. Empty since issue 7:
 * Rides, the last placeholder, is now the `rides` resource.
 */

export interface UpcomingPage {
  /** Route inside the console (below /admin). */
  path: string;
  title: string;
  line: string;
}

export const UPCOMING_PAGES: readonly UpcomingPage[] = [];
