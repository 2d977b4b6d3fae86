/** Labelled inputs with their error message underneath, wired with aria-invalid / aria-describedby. */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { t } from '../i18n/t';
import { DateInput, type DateInputProps } from './DateField';
import { RupeeInput, type RupeeInputProps } from './RupeeField';
import { phoneDigits } from '../validation/rules';

interface FieldFrameProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Stable test id of the control; the error gets `<testId>-error`. */
  testId?: string;
  children(props: { id: string; describedBy?: string; invalid: boolean }): ReactNode;
}

function FieldFrame({ label, error, hint, testId, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  testId?: string;
};

export function TextField({ label, error, hint, testId, ...input }: InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          className="field__control"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          data-testid={testId}
        />
      )}
    </FieldFrame>
  );
}

type DateFieldProps = Omit<DateInputProps, 'controlClass' | 'testId' | 'reportUnreadable'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  testId?: string;
};

/**
 * A date, shown and typed day first (dd/mm/yyyy) in every browser, with a calendar button (ui/DateField.tsx);
 * its value is YYYY-MM-DD. The shared rule's "Enter a date as YYYY-MM-DD." (the API's words, about its wire
 * format) is shown as what to type here.
 */
export function DateField({ label, error, hint, testId, ...input }: DateFieldProps) {
  const message = error && error === t('validation.date') ? t('date.invalid') : error;
  return (
    <FieldFrame label={label} error={message} hint={hint} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <DateInput {...input} id={id} controlClass="field__control" aria-invalid={invalid} aria-describedby={describedBy} testId={testId} />
      )}
    </FieldFrame>
  );
}

type RupeeFieldProps = Omit<RupeeInputProps, 'id' | 'className'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  testId?: string;
};

/** Whole rupees, shown in Indian grouping as typed (12,500; ui/RupeeField.tsx); its value is the digits ("12500"). */
export function RupeeField({ label, error, hint, testId, ...input }: RupeeFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <RupeeInput {...input} id={id} className="field__control" aria-invalid={invalid} aria-describedby={describedBy} data-testid={testId} />
      )}
    </FieldFrame>
  );
}

/** Indian mobile number: +91 is fixed and shown; only digits, at most 10. */
export function PhoneField({ label, error, hint, testId, onChange, ...input }: InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <div className="field__group">
          <span className="field__prefix">{t('field.countryCode')}</span>
          <input
            {...input}
            id={id}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            className="field__control"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            data-testid={testId}
            onChange={(event) => {
              event.target.value = phoneDigits(event.target.value);
              onChange?.(event);
            }}
          />
        </div>
      )}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  testId?: string;
  children: ReactNode;
};

export function SelectField({ label, error, hint, testId, children, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          id={id}
          className="field__control"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          data-testid={testId}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | null;
  testId?: string;
};

export function TextAreaField({ label, error, testId, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <textarea
          {...textarea}
          id={id}
          className="field__control field__control--area"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          data-testid={testId}
        />
      )}
    </FieldFrame>
  );
}
