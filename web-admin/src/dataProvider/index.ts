import simpleRestProvider from 'ra-data-simple-rest';
import { ADMIN_API_URL } from '../config';
import { withConsoleResources } from './consoleResources';
import { httpClient } from './httpClient';

/** simple-rest dialect under /api/v1/admin, spoken with the console's resource names. */
export const dataProvider = withConsoleResources(simpleRestProvider(ADMIN_API_URL, httpClient));
export default dataProvider;
