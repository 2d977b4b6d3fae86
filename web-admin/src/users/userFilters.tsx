import { SearchInput, SelectInput } from 'react-admin';
import { cityChoices } from '../properties/propertyOptions';
import { userStatusChoices } from './userStatus';

/** Filters of the Tenants / Owner / Rider lists: search `q` (name, mobile, email), status, city. */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, mobile or email" />,
  <SelectInput key="status" source="status" label="Status" choices={userStatusChoices} alwaysOn />,
  <SelectInput key="city" source="city" label="City" choices={cityChoices} alwaysOn />,
];
