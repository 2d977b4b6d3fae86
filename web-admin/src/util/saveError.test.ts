import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { GENERIC_ERROR_MESSAGE } from '../config';
import { saveErrorReaction } from './saveError';

describe('saveErrorReaction', () => {
  it('reads the record again after a 409 and shows the server message', () => {
    const error = new HttpError('A rented listing cannot be edited.', 409, { success: false, message: 'A rented listing cannot be edited.' });
    expect(saveErrorReaction(error)).toEqual({ message: 'A rented listing cannot be edited.', reload: true });
  });
  it('leaves field errors to the fields (no toast, no reload)', () => {
    const error = new HttpError('Enter a date as YYYY-MM-DD.', 400, { message: 'Enter a date as YYYY-MM-DD.', errors: { available_from: 'Enter a date as YYYY-MM-DD.' } });
    expect(saveErrorReaction(error)).toEqual({ message: null, reload: false });
  });
  it('shows other failures without reloading', () => {
    expect(saveErrorReaction(new HttpError('Forbidden', 403, { message: 'Forbidden' }))).toEqual({ message: 'Forbidden', reload: false });
    expect(saveErrorReaction(new HttpError('', 500, { errors: {} }))).toEqual({ message: GENERIC_ERROR_MESSAGE, reload: false });
    expect(saveErrorReaction(undefined)).toEqual({ message: GENERIC_ERROR_MESSAGE, reload: false });
  });
});
