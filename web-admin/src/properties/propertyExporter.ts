import { downloadCSV, type Exporter } from 'react-admin';
import { propertiesToCsv, withOwners, type OwnerSummary } from './propertyCsv';
import type { Property } from './types';

/** ExportButton of the Properties list: flat CSV rows, with the owner's name and mobile when they can be read. */
export const propertyExporter: Exporter<Property> = async (records, fetchRelatedRecords) => {
  let owners: Record<string, OwnerSummary> = {};
  try {
    owners = await fetchRelatedRecords<OwnerSummary & { id: string }>(records, 'owner_id', 'owner');
  } catch {
    // The owner columns stay empty; the listings are still exported.
  }
  downloadCSV(propertiesToCsv(withOwners(records, owners)), 'properties');
};
