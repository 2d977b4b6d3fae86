import { downloadCSV, type Exporter } from 'react-admin';
import { applicationsToCsv } from './applicationCsv';
import type { RiderApplication } from './types';

/** ExportButton of the rider applications list (rider-applications.csv, ID numbers masked). */
export const applicationExporter: Exporter<RiderApplication> = (records) => downloadCSV(applicationsToCsv(records), 'rider-applications');
