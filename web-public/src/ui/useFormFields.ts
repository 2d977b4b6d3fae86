import { useState } from 'react';
import { normaliseName, personName, type FieldErrors } from '../validation/rules';

type NameField = 'first_name' | 'last_name';

/**
 * A contact form's values and field errors: typing in a field clears its error; leaving a name field
 * normalises it (spec: initial capital, rest lowercase) and checks it again.
 */
export function useFormFields<F extends string>(initial: Record<F, string> | (() => Record<F, string>)) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  function change(field: F, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest as FieldErrors<F>);
  }

  function blurName(field: NameField & F) {
    const value = normaliseName(values[field]);
    setValues((current) => ({ ...current, [field]: value }));
    if (value) setErrors((current) => ({ ...current, [field]: personName(value) ?? undefined }));
  }

  return { values, setValues, errors, setErrors, change, blurName };
}
