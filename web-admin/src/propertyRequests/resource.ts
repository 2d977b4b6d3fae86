/** The console resource of property requests (docs/contexts/projects.md). */
export const PROPERTY_REQUEST_RESOURCE = 'property-request';
