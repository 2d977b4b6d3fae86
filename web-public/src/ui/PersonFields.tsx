import { t } from '../i18n/t';
import { TextField } from './FormField';

type NameField = 'first_name' | 'last_name';

/** First and last name side by side, as every form that asks for a person's name shows them. */
export function NameFields(props: {
  values: Record<NameField, string>;
  errors: Partial<Record<NameField, string>>;
  onChange: (field: NameField, value: string) => void;
  /** Spec: on blur the name is normalised to an initial capital, rest lowercase. */
  onBlur: (field: NameField) => void;
}) {
  const field = (name: NameField, label: string, autoComplete: string, testId: string) => (
    <TextField
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={props.values[name]}
      error={props.errors[name]}
      testId={testId}
      onChange={(e) => props.onChange(name, e.target.value)}
      onBlur={() => props.onBlur(name)}
      required
    />
  );
  return (
    <div className="field-row">
      {field('first_name', t('field.firstName'), 'given-name', 'first-name-input')}
      {field('last_name', t('field.lastName'), 'family-name', 'last-name-input')}
    </div>
  );
}
