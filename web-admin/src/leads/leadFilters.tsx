import { SearchInput, SelectInput } from 'react-admin';
import { leadStatusChoices, leadTypeChoices, type LeadType } from './leadStatus';

/** Leads only: those of tenants who want to rent after a rider visit, or the callback requests. */
export const leadSourceChoices = [
  { id: true, name: 'Wants to rent after a rider visit' },
  { id: false, name: 'Callback requests' },
];

/** Filters of the lead and query lists: search (`q`), type, status; for leads also where they came from (`from_visit`). */
export const leadFilters = (types: readonly LeadType[], withSource = false) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, mobile or email" />,
  <SelectInput key="type" source="type" label="Type" choices={leadTypeChoices(types)} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={leadStatusChoices} alwaysOn />,
  ...(withSource ? [<SelectInput key="from_visit" source="from_visit" label="Source" choices={leadSourceChoices} alwaysOn />] : []),
];
