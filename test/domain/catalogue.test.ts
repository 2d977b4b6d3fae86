import { describe, expect, it } from 'vitest';
import { en } from '../../domain/shared/catalogue/en.js';
import { hi } from '../../domain/shared/catalogue/hi.js';
import { render, say } from '../../domain/shared/catalogue/render.js';
import { ValidationError, coded } from '../../domain/shared/domain-error.js';
import { RideMessages } from '../../domain/rides/rides.errors.js';

/** `{name}` and `{name:list}` placeholders of a template, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+(?::\w+)?)\}/g)].map((m) => m[1]!).sort();

/** Texts that read the same in both languages on purpose (a placeholder alone). */
const SAME_IN_BOTH = new Set(['UNCODED']);

describe('the message catalogue (domain/shared/catalogue)', () => {
  it('has a Hindi text for every code, with the same placeholders, and none left in English', () => {
    const problems: string[] = [];
    const codes = Object.keys(en.messages) as (keyof typeof en.messages)[];
    expect(Object.keys(hi.messages).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const [english, hindi] = [en.messages[code], hi.messages[code]];
      if (placeholders(english).join() !== placeholders(hindi).join()) problems.push(`${code}: placeholders differ`);
      if (!hindi.trim()) problems.push(`${code}: empty`);
      if (hindi === english && !SAME_IN_BOTH.has(code)) problems.push(`${code}: Hindi text is the English one`);
    }
    expect(problems).toEqual([]);
  });

  it('has a word in every language for every value a list placeholder takes', () => {
    for (const list of Object.keys(en.values) as (keyof typeof en.values)[]) {
      expect(Object.keys(hi.values[list]).sort()).toEqual(Object.keys(en.values[list]).sort());
    }
  });

  it('fills placeholders, naming listed values in the catalogue’s words', () => {
    expect(render('Wait {seconds} s', { seconds: 30 })).toBe('Wait 30 s');
    expect(render('Left {missing}', {})).toBe('Left {missing}');
    expect(say(en, 'RIDE_CANNOT', { action: 'no_show', status: 'CANCELLED' })).toBe('Cannot no-show a visit that is cancelled.');
    expect(say(hi, 'RIDE_CANNOT', { action: 'start', status: 'CANCELLED' })).toBe('इस विज़िट की स्थिति “रद्द” है, इसलिए इसे शुरू नहीं किया जा सकता।');
  });

  it('gives an error its code, params and English message, per field too', () => {
    const error = ValidationError.field('slot_start', coded('SLOT_TOO_SOON', { hours: 3 }));
    expect(error).toMatchObject({ kind: 'VALIDATION', code: 'SLOT_TOO_SOON', params: { hours: 3 } });
    expect(error.message).toBe('Visits can be booked at least 3 hours ahead. Please pick a later time.');
    expect(error.fields).toEqual({ slot_start: error.message });
    expect(error.fieldCodes).toEqual({ slot_start: { code: 'SLOT_TOO_SOON', params: { hours: 3 } } });
    expect(ValidationError.field('x', RideMessages.cannot('start', 'CANCELLED'))).toMatchObject({ code: 'RIDE_CANNOT', params: { action: 'start', status: 'CANCELLED' } });
  });
});
