import { SearchInput, SelectInput } from 'react-admin';
import { cityChoices } from '../properties/propertyOptions';
import { projectStatusChoices } from './projectOptions';

/** Filters of the Projects list: search `q` (name, builder, locality), city, status. */
export const projectFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, builder or locality" />,
  <SelectInput key="city" source="city" label="City" choices={cityChoices} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={projectStatusChoices} alwaysOn />,
];
