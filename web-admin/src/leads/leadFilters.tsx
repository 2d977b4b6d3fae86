import { SearchInput, SelectInput } from 'react-admin';
import { leadStatusChoices, leadTypeChoices, type LeadType } from './leadStatus';

/** Filters of the lead and query lists: search (`q`), type, status. */
export const leadFilters = (types: readonly LeadType[]) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, mobile or email" />,
  <SelectInput key="type" source="type" label="Type" choices={leadTypeChoices(types)} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={leadStatusChoices} alwaysOn />,
];
