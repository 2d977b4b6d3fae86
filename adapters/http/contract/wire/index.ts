/** Every wire schema and type (helper for the OpenAPI document and tests; front ends import the context files with `import type`). */
export * from './common.js';
export * from './auth.js';
export * from './users.js';
export * from './leads.js';
export * from './gallery.js';
export * from './properties.js';
export * from './projects.js';
export * from './property-requests.js';
export * from './riders.js';
export * from './rides.js';
export * from './system.js';
export * from './reconfirm-links.js';
export * from './listing-reports.js';
export * from './search-alerts.js';
export * from './audit.js';
export * from './privacy.js';
export * from './tenancies.js';
