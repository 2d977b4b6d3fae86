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

/** The options of a yes-or-no question. */
export const YES_NO = ['yes', 'no'] as const;
