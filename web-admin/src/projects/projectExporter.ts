import { downloadCSV, type Exporter } from 'react-admin';
import { projectsToCsv } from './projectCsv';
import type { Project } from './types';

/** ExportButton of the Projects list: flat CSV rows (projects.csv). */
export const projectExporter: Exporter<Project> = (records) => downloadCSV(projectsToCsv(records), 'projects');
