import simpleRestProvider from 'ra-data-simple-rest';
import { ADMIN_API_URL } from '../config';
import { withConsoleActions } from './consoleActions';
import { withConsoleResources } from './consoleResources';
import { withGetManyByOne } from './getManyByOne';
import { httpClient } from './httpClient';
import { withDetailFieldsKept } from './keepDetails';

export type { ConsoleDataProvider } from './consoleActions';

/**
 * simple-rest dialect under /api/v1/admin, spoken with the console's resource names; references read
 * one by one (the API has no `id` list filter); listing photos kept across updates; plus the console's
 * record moves and parts (`recordAction`, `recordPart`: block a person, assign a ride, ...).
 */
export const dataProvider = withConsoleActions(
  withDetailFieldsKept(withGetManyByOne(withConsoleResources(simpleRestProvider(ADMIN_API_URL, httpClient)))),
  ADMIN_API_URL,
  httpClient,
);
export default dataProvider;
