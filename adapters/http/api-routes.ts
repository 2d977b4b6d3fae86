import { adminAuthRoutes, authRoutes } from './auth/auth.routes.js';
import { consoleAuditRoutes } from './audit/audit.routes.js';
import { buildOpenApiDocument, type OpenApiDocument } from './contract/openapi.js';
import { ROUTES, type RouteSpec } from './contract/routes.js';
import { consoleLeadsRoutes, leadsRoutes } from './leads/leads.routes.js';
import { myRequestsRoutes } from './my-requests/my-requests.routes.js';
import { galleryRoutes } from './gallery/gallery.routes.js';
import { consoleListingReportsRoutes, listingReportsRoutes } from './listing-reports/listing-reports.routes.js';
import { consoleTenanciesRoutes, tenanciesRoutes } from './tenancies/tenancies.routes.js';
import { agreementReceiptsRoutes, consoleAgreementsRoutes } from './tenancies/agreement-receipts.routes.js';
import { openApiRoutes } from './openapi/openapi.routes.js';
import { consolePeopleRoutes, peopleRoutes } from './people/people.routes.js';
import { consolePrivacyRoutes, privacyRoutes } from './privacy/privacy.routes.js';
import { consoleProjectsRoutes } from './projects/projects.routes.js';
import { consoleGuidesRoutes } from './guides/guides.routes.js';
import { consolePropertiesRoutes, propertiesRoutes } from './properties/properties.routes.js';
import { consolePropertyRequestsRoutes, propertyRequestsRoutes } from './property-requests/property-requests.routes.js';
import { reconfirmLinksRoutes } from './reconfirm-links/reconfirm-links.routes.js';
import { rentReceiptsRoutes } from './rent-receipts/rent-receipts.routes.js';
import { rentTrendsRoutes } from './rent-trends/rent-trends.routes.js';
import { consoleRidesRoutes } from './rides/console-rides.routes.js';
import { ridesRoutes } from './rides/rides.routes.js';
import { consoleRidersRoutes, ridersRoutes } from './riders/riders.routes.js';
import { searchAlertsRoutes } from './search-alerts/search-alerts.routes.js';
import { routeSpecs } from './shared/route.js';
import { systemRoutes } from './system/system.routes.js';
import { consoleUsersRoutes, usersRoutes } from './users/users.routes.js';

/**
 * The declared route groups (adapters/http/shared/route.ts) the app mounts: the spec's envelope API under
 * /api/v1, and the console's simple-rest resources under /api/v1/admin (behind its guard). A new context's
 * `*.routes.ts` is listed here once; its registration and its OpenAPI entries both come from it.
 */
export const ENVELOPE_ROUTES = [
  propertiesRoutes, // first: `/properties/list` and the other literal paths before `/properties/:id`
  galleryRoutes,
  systemRoutes,
  authRoutes,
  usersRoutes,
  privacyRoutes,
  myRequestsRoutes,
  leadsRoutes,
  propertyRequestsRoutes,
  ridesRoutes,
  ridersRoutes,
  adminAuthRoutes,
  reconfirmLinksRoutes,
  searchAlertsRoutes,
  listingReportsRoutes,
  rentReceiptsRoutes,
  tenanciesRoutes,
  agreementReceiptsRoutes,
  rentTrendsRoutes,
  openApiRoutes(() => apiDocument()), // GET /openapi.json and /docs: the document these declarations make
] as const;
export const CONSOLE_ROUTES = [consoleProjectsRoutes, peopleRoutes, consolePeopleRoutes, consolePropertiesRoutes, consoleLeadsRoutes, consoleUsersRoutes, consolePropertyRequestsRoutes, consoleRidesRoutes, consoleRidersRoutes, consoleListingReportsRoutes, consoleAuditRoutes, consolePrivacyRoutes, consoleTenanciesRoutes, consoleAgreementsRoutes, consoleGuidesRoutes] as const;

/** Every route the server answers: the declared groups' entries and those of the routers still written by hand (contract/routes.ts). */
export const API_ROUTES: readonly RouteSpec[] = [...ROUTES, ...[...ENVELOPE_ROUTES, ...CONSOLE_ROUTES].flatMap((group) => routeSpecs(group))];

let built: OpenApiDocument | undefined;

/** The API's OpenAPI document, built once. */
export function apiDocument(): OpenApiDocument {
  return (built ??= buildOpenApiDocument(API_ROUTES));
}
