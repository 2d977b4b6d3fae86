import { downloadCSV, type Exporter } from 'react-admin';
import type { ConsoleUser } from './types';
import { usersToCsv } from './userCsv';

/** ExportButton of a people list: flat CSV rows, written to `<filename>.csv`. */
export const userExporter =
  (filename: string): Exporter<ConsoleUser> =>
  (records) =>
    downloadCSV(usersToCsv(records), filename);
