import { downloadCSV, type Exporter } from 'react-admin';
import { ridesToCsv } from './rideCsv';
import type { Ride } from './types';

/** ExportButton of the Rides list (rides.csv). */
export const rideExporter: Exporter<Ride> = (records) => downloadCSV(ridesToCsv(records), 'rides');
