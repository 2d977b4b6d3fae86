import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { OwnerInput } from './OwnerInput';
import { cityChoices, propertyStatusChoices } from './propertyOptions';

/** Filters of the Properties list: search `q`, status, city, verified (yes/no), owner. */
export const propertyFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title, locality, address or pincode" />,
  <SelectInput key="status" source="status" label="Status" choices={propertyStatusChoices} alwaysOn />,
  <SelectInput key="city" source="city" label="City" choices={cityChoices} alwaysOn />,
  <NullableBooleanInput key="verified" source="verified" label="Verified" trueLabel="Yes" falseLabel="No" alwaysOn sx={{ minWidth: 140 }} />,
  <OwnerInput key="owner_id" source="owner_id" label="Owner" alwaysOn />,
];
