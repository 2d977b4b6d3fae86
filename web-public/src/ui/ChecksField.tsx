import type { ReactNode } from 'react';

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
