import { createLeadExporter } from '../leads/leadExporter';

/** Queries are leads without a property: same flat CSV, no property_id column. */
export const queryExporter = createLeadExporter('queries', false);
