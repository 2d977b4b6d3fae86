/** Values shared by the whole console. Texts come from the product spec (word for word). */

/** The console is mounted at /admin (the API server serves index.html for every /admin/* path). */
export const ADMIN_BASENAME = '/admin';

/** Versioned API (docs/api.md). */
export const API_BASE_URL = '/api/v1';
/** Console dialect (ra-data-simple-rest) lives under /api/v1/admin. */
export const ADMIN_API_URL = `${API_BASE_URL}/admin`;

export const APP_TITLE = 'GharSetu Admin';

/** Spec section 9: toast duration 4 seconds. */
export const TOAST_DURATION_MS = 4000;

/** Spec section 9: default list page size 10, page 1. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 50];

/** Spec section 8 fallback (the form the API itself uses for 500s). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again later.';

/** Spec section 8: 401 'Not authenticated user' → 'Session Expired!'. */
export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated user';
export const SESSION_EXPIRED_MESSAGE = 'Session Expired!';

/** Spec section 4: login / logout toasts (the API answers the same texts). */
export const LOGGED_IN_MESSAGE = 'Logged in Successfully';
export const LOGGED_OUT_MESSAGE = 'Logged out!';

/** Lead status update success (the API's own message). */
export const STATUS_UPDATED_MESSAGE = 'Status updated';
