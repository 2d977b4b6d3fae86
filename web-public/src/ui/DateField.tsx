/**
 * A date control that shows the date as India writes it, dd/mm/yyyy, in every browser. A native
 * `<input type=date>` shows the browser's locale (mm/dd/yyyy in an en-US Chrome), so the visible control is a
 * text field: typed day first (24/11/2026, 24-11-2026, 24112026; the slashes come by themselves, so a phone's
 * number pad is enough), read by i18n/format.ts `parseDateText`. Next to it a calendar button, which is a native
 * date input made invisible over the icon: a tap opens the phone's own date picker (iOS wheel, Android
 * calendar), a click the desktop one; it is in the Tab order (Enter or Space opens the picker). It shows only once
 * script runs (the app, or the island on a server-rendered page): without script a date picked there would be lost,
 * and typing works. The text field names the format for screen readers too (the placeholder goes once a date is
 * there). The value the page gets (and sends in the URL and to the API) stays ISO (YYYY-MM-DD).
 *
 * `name` goes on the text field: in a plain GET form (the server-rendered listing before the app starts) it
 * sends dd/mm/yyyy, which the listing's URL reading (listing-query.ts) takes as well and the server redirects to
 * the ISO address.
 */
import { useEffect, useId, useLayoutEffect, useState, type FocusEvent, type InputHTMLAttributes } from 'react';
import { formatDateNumeric, parseDateText, slashAsTyped } from '../i18n/format';
import { t } from '../i18n/t';
import { openPicker, openPickerOnKey } from './date-picker';
import { Icon } from './Icon';

export interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'onBlur'> {
  /** YYYY-MM-DD, '' for none (or, in a form, what was typed and is not a date yet). */
  value: string;
  /** Every edit: YYYY-MM-DD when the text reads as a date, '' when empty, else the text as typed. */
  onChange(value: string): void;
  /** A date chosen on the calendar (defaults to `onChange`). */
  onPick?(iso: string): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
  min?: string;
  max?: string;
  /** The control's class: `field__control` in forms, `filter__control` in the filter bar. */
  controlClass: string;
  testId?: string;
  /** Say so under the control when what was typed is not a date (a form's own check says it there otherwise). */
  reportUnreadable?: boolean;
}

/** The text a value shows: dd/mm/yyyy for a date, else as it is (what was typed). */
const shown = (value: string) => formatDateNumeric(value) || value;

/** The input and its calendar button, without a label (FormField's DateField or the filter bar's own label wrap it). */
export function DateInput({ value, onChange, onPick, onBlur, min, max, controlClass, testId, reportUnreadable = false, className, ...input }: DateInputProps) {
  const [text, setText] = useState(() => shown(value));
  const [unreadable, setUnreadable] = useState(false);
  // A value set from outside (a cleared filter, Back, a prefilled form): shown, unless it is what is typed.
  useEffect(() => {
    if ((parseDateText(text) ?? text) !== value) setText(shown(value));
    // Only when the value changes, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const iso = parseDateText(text);
  // Drawn by the server hidden (no script yet: the island shows it), shown by the app before its first paint.
  const [scripted, setScripted] = useState(false);
  useLayoutEffect(() => setScripted(true), []);
  const formatId = `${useId()}-format`;
  const describedBy = [input['aria-describedby'], formatId].filter(Boolean).join(' ');

  return (
    <span className={`date-field${className ? ` ${className}` : ''}`}>
      <span className="date-field__box">
        <input
          {...input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('date.placeholder')}
          className={`${controlClass} date-field__text`}
          value={text}
          aria-invalid={input['aria-invalid'] ?? ((reportUnreadable && unreadable) || undefined)}
          aria-describedby={describedBy}
          onChange={(event) => {
            const next = slashAsTyped(text, event.target.value);
            setText(next);
            setUnreadable(false);
            onChange(parseDateText(next) ?? next);
          }}
          onBlur={(event) => {
            const read = parseDateText(text);
            if (read) setText(formatDateNumeric(read));
            setUnreadable(read === null);
            onBlur?.(event);
          }}
          data-testid={testId}
        />
        <span id={formatId} className="visually-hidden">
          {t('date.format')}
        </span>
        <span className="date-field__picker" hidden={!scripted} data-date-picker-button="">
          <Icon name="calendar" size={18} />
          <input
            type="date"
            className="date-field__native"
            aria-label={t('date.pick')}
            value={iso || ''}
            min={min}
            max={max}
            onClick={(event) => openPicker(event.currentTarget)}
            onKeyDown={(event) => openPickerOnKey(event, event.currentTarget)}
            onChange={(event) => {
              const picked = event.target.value;
              if (!picked) return;
              setText(formatDateNumeric(picked));
              setUnreadable(false);
              (onPick ?? onChange)(picked);
            }}
            data-date-picker=""
            data-testid={testId ? `${testId}-calendar` : undefined}
          />
        </span>
      </span>
      {reportUnreadable && unreadable && (
        <span className="date-field__error" role="alert">
          {t('date.invalid')}
        </span>
      )}
    </span>
  );
}
