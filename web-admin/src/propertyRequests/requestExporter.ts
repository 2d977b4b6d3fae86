import { downloadCSV, type Exporter } from 'react-admin';
import { requestsToCsv } from './requestCsv';
import type { PropertyRequest } from './types';

/** ExportButton of the Property Request list: flat CSV rows (property-request.csv). */
export const requestExporter: Exporter<PropertyRequest> = (records) => downloadCSV(requestsToCsv(records), 'property-request');
