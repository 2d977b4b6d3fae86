/** The console resource of listings (docs/contexts/properties.md); its list is the admin home. */
export const PROPERTY_RESOURCE = 'post-property';
/** Record page reachable from other pages (leads link here): /admin/preview-property/:id. */
export const PROPERTY_PREVIEW_PATH = '/preview-property/:id';
