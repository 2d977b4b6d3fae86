import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { cityChoices } from '../properties/propertyOptions';
import { reportReasonChoices, reportStatusChoices } from './reportFormat';

/** Filters of the Reports queue: search `q` (notes, reporters' numbers), status (Open by default), reason, city, one listing (its id). */
export const reportFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search notes or reporter's number" />,
  <SelectInput key="status" source="status" label="Status" choices={reportStatusChoices} alwaysOn />,
  <SelectInput key="reason" source="reason" label="Reason" choices={reportReasonChoices} alwaysOn />,
  <SelectInput key="city" source="city" label="City" choices={cityChoices} alwaysOn />,
  <TextInput key="property_id" source="property_id" label="Listing id" />,
];
