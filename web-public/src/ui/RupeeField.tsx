/**
 * A field for whole rupees (the listing's rent filters, the owner's rent, deposit and maintenance) that shows the
 * amount as India writes it while it is typed: 12,500, 1,00,000 (i18n/format.ts `rupeesAsTyped`), the caret staying
 * after the digit it was after. A text field with the phone's number pad (`inputMode="numeric"`): a `type=number`
 * field cannot show commas, nor place the caret. The value the page keeps (and sends in the URL and to the API) is
 * the digits ("12500"); text that is not an amount is kept as typed, for the form to say so.
 *
 * `data-rupees` marks it for the server-rendered listing's island (ssr/island.ts), which groups the same way before
 * the app starts; in a plain GET form (no script) "12,500" is sent, which the listing's URL reading takes as 12500.
 */
import type { InputHTMLAttributes } from 'react';
import { groupedRupees, rupeesAsTyped } from '../i18n/format';

export interface RupeeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** Whole rupees as digits ("12500"), '' for none, or what was typed when it is not an amount. */
  value: string;
  /** Every edit: the digits, '' when empty, else the text as typed. */
  onChange(value: string): void;
}

/** The input alone, without a label (the filter bar's label, or FormField's RupeeField, wraps it). */
export function RupeeInput({ value, onChange, ...input }: RupeeInputProps) {
  const shown = groupedRupees(value);
  return (
    <input
      autoComplete="off"
      {...input}
      type="text"
      inputMode="numeric"
      data-rupees=""
      value={shown}
      onChange={(event) => {
        const field = event.target;
        const typed = rupeesAsTyped(shown, field.value, field.selectionStart ?? field.value.length, (event.nativeEvent as InputEvent).inputType);
        // Written here, with the caret, before React draws the same text: React then leaves the field (and its caret) alone.
        if (typed.text !== field.value) {
          field.value = typed.text;
          field.setSelectionRange(typed.caret, typed.caret);
        }
        onChange(typed.value);
      }}
    />
  );
}
