import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { ownerOptionText } from '../properties/OwnerInput';
import { cityChoices } from '../properties/propertyOptions';
import { rideStatusChoices } from './rideStatus';

/** Filters of the Rides list: search `q`, status, city, date (YYYY-MM-DD, India), rider (`rider_id`, a `rider` record). */
export const rideFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search listing, tenant or rider" />,
  <SelectInput key="status" source="status" label="Status" choices={rideStatusChoices} alwaysOn />,
  <SelectInput key="city" source="city" label="City" choices={cityChoices} alwaysOn />,
  <DateInput key="date" source="date" label="Date" alwaysOn />,
  <ReferenceInput key="rider_id" source="rider_id" reference="rider" alwaysOn sort={{ field: 'first_name', order: 'ASC' }}>
    <AutocompleteInput label="Rider" optionText={ownerOptionText} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];
