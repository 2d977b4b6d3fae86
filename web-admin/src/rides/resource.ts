/** Console resource of rider-assisted visits (docs/api.md "Console": `/admin/rides`). */
export const RIDE_RESOURCE = 'rides';
/** The day view, a page under the resource: /admin/rides/day?date=YYYY-MM-DD. */
export const RIDE_DAY_PATH = 'day';
/** Quick filter "Needs a rider": visits still waiting for an assignment. */
export const NEEDS_RIDER_FILTER = { status: 'REQUESTED' } as const;
