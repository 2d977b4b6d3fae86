import { downloadCSV, type Exporter } from 'react-admin';
import { leadsToCsv } from './leadCsv';
import type { Lead } from './types';

/** react-admin exporter (ExportButton) writing flat CSV rows; `withProperty` adds property_id. */
export const createLeadExporter =
  (filename: string, withProperty: boolean): Exporter<Lead> =>
  (records) =>
    downloadCSV(leadsToCsv(records, withProperty), filename);

export const leadExporter = createLeadExporter('leads', true);
