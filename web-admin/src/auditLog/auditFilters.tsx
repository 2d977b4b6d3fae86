import { DateInput, SelectInput, TextInput } from 'react-admin';
import { auditActionChoices, auditSubjectChoices } from './auditFormat';

/** Filters of the audit log: action, who (an admin's account id), what it was done to (type, id), and a range of days. */
export const auditFilters = [
  <SelectInput key="action" source="action" label="Action" choices={auditActionChoices} alwaysOn />,
  <TextInput key="actor_id" source="actor_id" label="Admin id" alwaysOn />,
  <SelectInput key="subject_type" source="subject_type" label="Subject" choices={auditSubjectChoices} />,
  <TextInput key="subject_id" source="subject_id" label="Subject id" alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];
