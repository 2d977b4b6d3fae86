import { SearchInput, SelectInput } from 'react-admin';
import { cityChoices } from '../properties/propertyOptions';
import { requestStatusChoices } from './requestStatus';

/** Filters of the Property Request list: search `q` (name, mobile, locality), city, status. */
export const requestFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, mobile or locality" />,
  <SelectInput key="city" source="city" label="City" choices={cityChoices} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={requestStatusChoices} alwaysOn />,
];
