import { SearchInput, SelectInput } from 'react-admin';
import { cityChoices } from '../properties/propertyOptions';
import { applicationStatusChoices } from './applicationStatus';

/** Filters of the rider applications list: search `q` (name, mobile), status (Pending by default), city. */
export const applicationFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or mobile" />,
  <SelectInput key="status" source="status" label="Status" choices={applicationStatusChoices} alwaysOn />,
  <SelectInput key="city" source="city" label="City" choices={cityChoices} alwaysOn />,
];
