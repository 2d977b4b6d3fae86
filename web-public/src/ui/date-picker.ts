/**
 * The calendar button of a date field (ui/DateField.tsx in the app, ssr/island.ts on the server-rendered filter):
 * an invisible native date input over the calendar icon. Shared by both, without React.
 */

/**
 * Opens the browser's picker: where it opens only from its own icon (desktop Chrome), from anywhere on the button;
 * not supported, or already open, the browser's own handling stays.
 */
export function openPicker(input: HTMLInputElement): void {
  try {
    input.showPicker();
  } catch {
    // Not supported, or already open.
  }
}

/** Enter or Space on the focused calendar button opens the picker, as on any button (typing stays the field's). */
export function openPickerOnKey(event: Pick<KeyboardEvent, 'key' | 'preventDefault'>, input: HTMLInputElement): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  openPicker(input);
}
