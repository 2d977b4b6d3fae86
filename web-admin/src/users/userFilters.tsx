import { BooleanInput, SearchInput, SelectInput } from 'react-admin';
import { cityChoices } from '../properties/propertyOptions';
import { userStatusChoices } from './userStatus';

/**
 * Filters of the Tenants / Owner / Rider lists: search `q` (name, mobile, email), status, city; and, when added from
 * the filter menu, "Erased people" (the tombstones of erased accounts, left out otherwise).
 */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, mobile or email" />,
  <SelectInput key="status" source="status" label="Status" choices={userStatusChoices} alwaysOn />,
  <SelectInput key="city" source="city" label="City" choices={cityChoices} alwaysOn />,
  <BooleanInput key="erased" source="erased" label="Erased people" defaultValue />,
];
