/** Console resource of rider applications (docs/api.md "Console": `/admin/rider-applications`), shown in the Rider area. */
export const RIDER_APPLICATION_RESOURCE = 'rider-applications';
/** The list opens on the applications waiting for a decision. */
export const PENDING_FILTER = { status: 'PENDING' } as const;
