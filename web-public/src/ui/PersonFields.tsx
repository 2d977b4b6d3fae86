import { t, type MessageKey } from '../i18n/t';
import { PhoneField, TextField } from './FormField';

type Part = 'first' | 'last' | 'phone';

/** Whose name and phone a form asks for: the keys of its values, the labels and the test ids of the three inputs. */
export interface PersonFieldSet<F extends string> {
  keys: Record<Part, F>;
  labels: Record<Part, MessageKey>;
  testIds: Record<Part, string>;
  /**
   * The person filling the form in: the browser may fill their own name in and the names are required. Otherwise
   * (an owner a rider posts for) no autofill, the names optional and limited to `maxLength`.
   */
  own: boolean;
  maxLength?: number;
}

type OwnField = 'first_name' | 'last_name' | 'mobile_no';

/** The person's own first name, last name and mobile number (login, callback, property request, rider application). */
export const OWN_PERSON: PersonFieldSet<OwnField> = {
  keys: { first: 'first_name', last: 'last_name', phone: 'mobile_no' },
  labels: { first: 'field.firstName', last: 'field.lastName', phone: 'field.phone' },
  testIds: { first: 'first-name-input', last: 'last-name-input', phone: 'phone-input' },
  own: true,
};

interface PersonFieldsProps<F extends string> {
  values: Record<NoInfer<F>, string>;
  errors: Partial<Record<NoInfer<F>, string>>;
  onChange(field: F, value: string): void;
  /** Spec: on blur a name is normalised to an initial capital, rest lowercase. */
  onBlur(field: F): void;
  /** The person's own fields unless told otherwise. */
  set?: PersonFieldSet<F>;
}

function fieldSet<F extends string>(set: PersonFieldSet<F> | undefined): PersonFieldSet<F> {
  return set ?? (OWN_PERSON as unknown as PersonFieldSet<F>);
}

/** First and last name side by side, as every form that asks for a person's name shows them. */
export function NameFields<F extends string = 'first_name' | 'last_name'>(props: PersonFieldsProps<F>) {
  const set = fieldSet(props.set);
  const field = (part: 'first' | 'last', autoComplete: string) => {
    const name = set.keys[part];
    return (
      <TextField
        label={t(set.labels[part])}
        name={name}
        autoComplete={set.own ? autoComplete : 'off'}
        maxLength={set.maxLength}
        value={props.values[name]}
        error={props.errors[name]}
        testId={set.testIds[part]}
        onChange={(e) => props.onChange(name, e.target.value)}
        onBlur={() => props.onBlur(name)}
        required={set.own || undefined}
      />
    );
  };
  return (
    <div className="field-row">
      {field('first', 'given-name')}
      {field('last', 'family-name')}
    </div>
  );
}

/**
 * A person's name and mobile number: the names side by side (left out with `names={false}`), and the number
 * after them, or before them with `phoneFirst`.
 */
export function PhoneAndNameFields<F extends string = OwnField>({
  names = true,
  phoneFirst = false,
  ...props
}: PersonFieldsProps<F> & { names?: boolean; phoneFirst?: boolean }) {
  const set = fieldSet(props.set);
  const key = set.keys.phone;
  const phone = (
    <PhoneField
      label={t(set.labels.phone)}
      name={key}
      value={props.values[key]}
      error={props.errors[key]}
      testId={set.testIds.phone}
      onChange={(e) => props.onChange(key, e.target.value)}
      required
    />
  );
  const nameFields = names && <NameFields {...props} />;
  return phoneFirst ? (
    <>
      {phone}
      {nameFields}
    </>
  ) : (
    <>
      {nameFields}
      {phone}
    </>
  );
}
