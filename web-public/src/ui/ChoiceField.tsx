import type { ReactNode } from 'react';

/**
 * One choice among a few, as radio buttons under a legend (`stacked`: one under another). With `errorId`, each option
 * is marked invalid while there is an `error`, and the error stands under the options with that id (and test id,
 * unless `errorTestId` names another); without it the choice has no error to show.
 */
export function ChoiceField<O extends string>({
  legend,
  name,
  options,
  value,
  optionLabel,
  optionTestId,
  onChange,
  error,
  errorId,
  errorTestId = errorId,
  disabled,
  stacked,
  testId,
}: {
  legend: string;
  name: string;
  options: readonly O[];
  value: string;
  optionLabel(option: O): ReactNode;
  optionTestId(option: O): string;
  onChange(option: O): void;
  error?: string | null;
  errorId?: string;
  errorTestId?: string;
  disabled?: boolean;
  stacked?: boolean;
  testId?: string;
}) {
  return (
    <fieldset className={stacked ? 'choice choice--stacked' : 'choice'} data-testid={testId}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="choice__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            aria-invalid={errorId ? Boolean(error) : undefined}
            aria-describedby={errorId && error ? errorId : undefined}
            disabled={disabled}
            data-testid={optionTestId(option)}
          />
          <span>{optionLabel(option)}</span>
        </label>
      ))}
      {errorId && error && (
        <p className="field__error" id={errorId} data-testid={errorTestId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Any of a few options, as checkboxes under a legend (`legendHidden`: read by screen readers only). With `errorId`,
 * each option is marked invalid while there is an `error` and described by the element of that id, which the caller
 * places where the error belongs.
 */
export function ChecksField<O extends string>({
  legend,
  legendHidden,
  className,
  options,
  values,
  optionLabel,
  optionTestId,
  onToggle,
  error,
  errorId,
}: {
  legend: string;
  legendHidden?: boolean;
  /** Classes besides `choice`. */
  className?: string;
  options: readonly O[];
  values: readonly string[];
  optionLabel(option: O): ReactNode;
  optionTestId(option: O): string;
  onToggle(option: O, on: boolean): void;
  error?: string | null;
  errorId?: string;
}) {
  return (
    <fieldset className={className ? `choice ${className}` : 'choice'}>
      <legend className={legendHidden ? 'visually-hidden' : 'field__label'}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="choice__option">
          <input
            type="checkbox"
            checked={values.includes(option)}
            onChange={(e) => onToggle(option, e.target.checked)}
            aria-invalid={errorId ? Boolean(error) : undefined}
            aria-describedby={errorId && error ? errorId : undefined}
            data-testid={optionTestId(option)}
          />
          <span>{optionLabel(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The options of a yes-or-no question. */
export const YES_NO = ['yes', 'no'] as const;
