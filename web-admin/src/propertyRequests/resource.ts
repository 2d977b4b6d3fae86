/** The console resource of property requests (docs/api.md "Projects and property requests"). */
export const PROPERTY_REQUEST_RESOURCE = 'property-request';
