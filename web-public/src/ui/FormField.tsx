/** Labelled inputs with their error message underneath, wired with aria-invalid / aria-describedby. */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { t } from '../i18n/t';
import { DateInput, type DateInputProps } from './DateField';
import { RupeeInput, type RupeeInputProps } from './RupeeField';
import { phoneDigits } from '../validation/rules';

type FieldFrameProps = FieldProps & { children(frame: Frame): ReactNode };

/** What every field takes besides its control's own attributes: the label, the error and hint under it, the test id. */
type FieldProps = {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Stable test id of the control; the error gets `<testId>-error`. */
  testId?: string;
};

type Frame = { id: string; describedBy?: string; invalid: boolean };

/** What ties a control to its error or hint, and its test id (the label finds it by `frame.id`). */
const described = ({ describedBy, invalid }: Frame, testId?: string) => ({
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  'data-testid': testId,
});

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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps;

export function TextField({ label, error, hint, testId, ...input }: InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {(frame) => <input {...input} id={frame.id} className="field__control" {...described(frame, testId)} />}
    </FieldFrame>
  );
}

type DateFieldProps = Omit<DateInputProps, 'controlClass' | 'testId' | 'reportUnreadable'> & FieldProps;

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

type RupeeFieldProps = Omit<RupeeInputProps, 'id' | 'className'> & FieldProps;

/** Whole rupees, shown in Indian grouping as typed (12,500; ui/RupeeField.tsx); its value is the digits ("12500"). */
export function RupeeField({ label, error, hint, testId, ...input }: RupeeFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {(frame) => <RupeeInput {...input} id={frame.id} className="field__control" {...described(frame, testId)} />}
    </FieldFrame>
  );
}

/** Indian mobile number: +91 is fixed and shown; only digits, at most 10. */
export function PhoneField({ label, error, hint, testId, onChange, ...input }: InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {(frame) => (
        <div className="field__group">
          <span className="field__prefix">{t('field.countryCode')}</span>
          <input
            {...input}
            id={frame.id}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            className="field__control"
            {...described(frame, testId)}
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

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & FieldProps & { children: ReactNode };

export function SelectField({ label, error, hint, testId, children, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {(frame) => (
        <select {...select} id={frame.id} className="field__control" {...described(frame, testId)}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** A select's options: one per value, in order, each shown by `label`. */
export function optionsOf<V extends string | number>(values: readonly V[], label: (value: V) => ReactNode): ReactNode[] {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & Omit<FieldProps, 'hint'>;

export function TextAreaField({ label, error, testId, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} testId={testId}>
      {(frame) => <textarea {...textarea} id={frame.id} className="field__control field__control--area" {...described(frame, testId)} />}
    </FieldFrame>
  );
}
