import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS, SMS_TEXTS, smsNotice, smsText } from '../../application/shared/sms-texts/sms-catalogue.js';
import { placeholdersOf, type SmsTemplate } from '../../application/shared/sms-texts/sms-template.js';
import { LANGUAGES } from '../../domain/shared/language.js';

/**
 * The one SMS catalogue (application/shared/sms-texts/): every text in English and Hindi, the same
 * placeholders in both, Hindi in Devanagari, every context's file registered once, and the Hindi texts short:
 * a Hindi SMS is UCS-2 (70 characters fill one part, 67 per part once split; English GSM-7: 160, 153), so each
 * Hindi text is no longer than its English one and the OTP fits one part.
 */

const DIR = 'domain/shared/catalogue/sms';
const DEVANAGARI = /[\u0900-\u097F]/;

/** What is wrong with a catalogue: a language missing or empty, placeholders that differ, Hindi not in Hindi. */
function catalogueProblems(catalogue: Record<string, Partial<Record<string, unknown>>>): string[] {
  return Object.entries(catalogue).flatMap(([key, entry]) => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const text = entry[language];
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${key}: no ${language} text`);
    }
    for (const language of Object.keys(entry)) {
      if (language !== 'kind' && !(LANGUAGES as readonly string[]).includes(language)) problems.push(`${key}: ${language} is not a language of the product`);
    }
    if (typeof entry.en === 'string' && typeof entry.hi === 'string') {
      const en = placeholdersOf(entry.en).sort().join(', ');
      const hi = placeholdersOf(entry.hi).sort().join(', ');
      if (en !== hi) problems.push(`${key}: placeholders differ (en: ${en}; hi: ${hi})`);
      if (entry.hi.trim() !== '' && !DEVANAGARI.test(entry.hi.replace(/\{[^}]*\}/g, ''))) problems.push(`${key}: the hi text is not in Devanagari`);
    }
    if (typeof entry.kind !== 'string' || entry.kind === '') problems.push(`${key}: no kind`);
    return problems;
  });
}

/** A template's own words, without its placeholders (whose values are the same in both languages). */
const ownWords = (template: string) => template.replace(/\{[A-Za-z0-9_]+\}/g, '');

/** SMS parts a text takes: GSM-7 (160 / 153 per part) unless a character needs UCS-2 (70 / 67). */
function smsParts(text: string): number {
  const ucs2 = /[^\x20-\x7E\n\r]/.test(text);
  const [single, multi] = ucs2 ? [70, 67] : [160, 153];
  return text.length <= single ? 1 : Math.ceil(text.length / multi);
}

describe('the SMS catalogue (English and Hindi)', () => {
  it('has every text in both languages with the same placeholders, Hindi in Devanagari', () => {
    expect(Object.keys(SMS_TEXTS).length).toBeGreaterThanOrEqual(7);
    expect(catalogueProblems(SMS_TEXTS)).toEqual([]);
  });

  it('the check fails on a text missing in one language, an empty one, or differing placeholders', () => {
    expect(
      catalogueProblems({
        ONLY_EN: { kind: 'X', en: '{product}: hello' },
        ONLY_HI: { kind: 'X', hi: '{product}: नमस्ते' },
        EMPTY_HI: { kind: 'X', en: 'Hi', hi: '  ' },
        PLACEHOLDERS: { kind: 'X', en: '{product}: {code} is yours', hi: '{product}: {otp} आपका है' },
        LATIN_HI: { kind: 'X', en: '{product}: hello', hi: '{product}: hello' },
      }),
    ).toEqual([
      'ONLY_EN: no hi text',
      'ONLY_HI: no en text',
      'EMPTY_HI: no hi text',
      'PLACEHOLDERS: placeholders differ (en: code, product; hi: otp, product)',
      'LATIN_HI: the hi text is not in Devanagari',
    ]);
  });

  it('registers every context file once: no text left out of the catalogue, no key in two files', async () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.sms.ts'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of files) {
      const module = (await import(pathToFileURL(join(process.cwd(), DIR, file)).href)) as Record<string, Record<string, SmsTemplate>>;
      for (const texts of Object.values(module)) {
        for (const key of Object.keys(texts)) {
          if (seen.has(key)) clashes.push(`${key} in ${seen.get(key)} and ${file}`);
          seen.set(key, file);
          expect(SMS_TEXTS, `${key} of ${file} is in sms-catalogue.ts`).toHaveProperty(key, texts[key]);
        }
      }
    }
    expect(clashes).toEqual([]);
    expect([...seen.keys()].sort()).toEqual(Object.keys(SMS_TEXTS).sort());
  });

  it('keeps each Hindi text no longer than its English one (UCS-2 parts are short); the Hindi OTP fits one part', () => {
    const tooLong = Object.entries(SMS_TEXTS).flatMap(([key, entry]: [string, SmsTemplate]) => {
      const [en, hi] = [ownWords(entry.en).length, ownWords(entry.hi).length];
      return hi > en ? [`${key}: ${hi} characters in Hindi, ${en} in English`] : [];
    });
    expect(tooLong).toEqual([]);
    expect(smsParts('क'.repeat(70))).toBe(1);
    expect(smsParts('क'.repeat(71))).toBe(2);
    expect(smsParts('a'.repeat(160))).toBe(1);
    const otp = smsText('OTP', 'hi', { code: '482913', minutes: 10, product: 'GharSetu' });
    expect(otp).toBe('482913 आपका GharSetu लॉग इन OTP है। 10 मिनट तक मान्य। किसी को न बताएँ।');
    expect(smsParts(otp)).toBe(1);
  });

  it('gives each text its own kind: a DLT template is one text, and the provider picks it by kind', () => {
    const texts = new Map<string, string[]>();
    for (const [key, entry] of Object.entries(SMS_TEXTS) as Array<[string, SmsTemplate]>) texts.set(entry.kind, [...(texts.get(entry.kind) ?? []), key]);
    expect([...texts].filter(([, keys]) => keys.length > 1)).toEqual([]);
    expect([...NOTICE_KINDS].sort()).toEqual([...texts.keys()].filter((kind) => kind !== 'OTP').sort());
  });

  it('keeps the English texts word for word (the registered DLT templates)', () => {
    expect(smsText('OTP', 'en', { code: '482913', minutes: 10, product: 'GharSetu' })).toBe(
      '482913 is your GharSetu login OTP. It is valid for 10 minutes. Do not share it with anyone.',
    );
    expect(smsText('RIDER_APPLICATION_REJECTED', 'en', { product: 'GharSetu', reason: 'The PAN does not match the name.' })).toBe(
      'GharSetu: your rider application was not approved. Reason: The PAN does not match the name.',
    );
  });

  it('builds a notice with its kind, language, text and the English text for providers without the Hindi template', () => {
    const notice = smsNotice('RIDER_APPLICATION_REJECTED', 'hi', { product: 'GharSetu', reason: 'PAN' });
    expect(notice).toEqual({
      kind: 'RIDER_APPLICATION_REJECTED',
      language: 'hi',
      text: 'GharSetu: राइडर बनने का आपका आवेदन मंज़ूर नहीं हुआ। कारण: PAN',
      englishText: 'GharSetu: your rider application was not approved. Reason: PAN',
    });
    // Values written in the recipient's language (a date) are asked for each language.
    const when = { en: 'Wed, 25 Nov', hi: 'बुध, 25 नव॰' };
    const cancelled = smsNotice('RIDE_CANCELLED', 'hi', (lang) => ({ product: 'GharSetu', when: when[lang], place: 'Flat, Boring Road', reason: 'Rented' }));
    expect(cancelled.text).toBe('GharSetu: बुध, 25 नव॰ को Flat, Boring Road की विज़िट रद्द हो गई है। कारण: Rented');
    expect(cancelled.englishText).toBe('GharSetu: the visit of Flat, Boring Road on Wed, 25 Nov is cancelled. Reason: Rented');
  });
});

describe('words people typed, in our branded texts', () => {
  it('carry no link or domain: an owner cannot make an alert say "pay at evil.in/k"', async () => {
    const { typedWords, shortPlace } = await import('../../application/shared/sms-texts/short-place.js');
    expect(typedWords('KYC due pay evil.in/k')).toBe('KYC due pay');
    expect(typedWords('Near http://x.co/a Boring Road www.pay-now.com')).toBe('Near Boring Road');
    expect(typedWords('Sector 5, Kankarbagh')).toBe('Sector 5, Kankarbagh');
    expect(shortPlace('Boring Road pay.example.com')).toBe('Boring Road');
    const { searchAlertNotice } = await import('../../application/search-alerts/alert-sms.js');
    const notice = searchAlertNotice({
      language: 'en',
      productName: 'GharSetu',
      homes: [{ propertyType: 'APARTMENT', bhk: 2, locality: 'KYC due pay evil.in/k', city: 'patna', rent: 12000 }],
      link: 'https://gharsetu.example/s/abc',
      stopLink: 'https://gharsetu.example/x/def',
    });
    expect(notice.text).not.toContain('evil.in');
  });

  it('carry no bare IP address, and no link split by invisible characters, while Hindi keeps its joiners', async () => {
    const { typedWords, shortPlace } = await import('../../application/shared/sms-texts/short-place.js');
    expect(typedWords('KYC due pay at 192.168.1.5/x now')).toBe('KYC due pay at now');
    expect(typedWords('Call 10.0.0.1:8080 today')).toBe('Call today');
    expect(typedWords('Pay 203.0.113.9.')).toBe('Pay .');
    expect(shortPlace('Boring Road 192.168.1.5/x')).toBe('Boring Road');
    // Split by a zero-width space, joiner or non-joiner, a bidi mark or isolate, a soft hyphen: a phone shows the link whole.
    expect(typedWords('pay at evil\u200B.in/k')).toBe('pay at');
    expect(typedWords('pay at evil.\u200Din/k')).toBe('pay at');
    expect(typedWords('pay at ev\u200Cil.in/k')).toBe('pay at');
    expect(typedWords('pay at evil\u200E.in/k')).toBe('pay at');
    expect(typedWords('pay at evil.\u2066in\u2069/k')).toBe('pay at');
    expect(typedWords('pay at evil.\u00ADin')).toBe('pay at');
    expect(typedWords('pay at 192\u200D.168.1.5/x')).toBe('pay at');
    expect(typedWords('pay at www\u3002evil\u3002in')).toBe('pay at');
    expect(typedWords('pay at evil\uFF0Ein/k')).toBe('pay at');
    // Ordinary words and numbers stay; a Hindi conjunct keeps its zero-width joiner.
    expect(typedWords('Flat 2.5 km from Boring Road, Sector 5')).toBe('Flat 2.5 km from Boring Road, Sector 5');
    expect(typedWords('क्\u200Dष नगर, पटना')).toBe('क्\u200Dष नगर, पटना');
  });
});
