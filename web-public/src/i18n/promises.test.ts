import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../domain/shared/catalogue/site/en';

/**
 * What the site promises about verification must be true of what a person sees. How it works (docs/rules.md):
 * a listing goes live on our team's review (admin approval), and only a home our team or a rider has checked in
 * person carries the Verified mark, with its date. So a sentence about verifying homes must name that mark (or
 * carry its date); "Rent verified homes" or "We verify it" over listings that carry no mark is a broken promise.
 *
 * Scanned: every English and Hindi text under domain/shared/catalogue (the site catalogue, its documents, the
 * server-rendered pages, SMS texts, error messages) and the page shells the server sends (web-public/*.html).
 */
const CATALOGUE = resolve(__dirname, '../../../domain/shared/catalogue');
const SHELLS = resolve(__dirname, '../..');

function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsIn(item, into));
  return into;
}

async function catalogueTexts(): Promise<string[]> {
  const files = readdirSync(CATALOGUE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const modules = await Promise.all(files.map((file) => import(/* @vite-ignore */ join(CATALOGUE, file))));
  return modules.flatMap((module) => stringsIn(Object.values(module)));
}

/** The words of a page shell: its text, title and meta descriptions (what a person or a link preview reads). */
function shellTexts(): string[] {
  return readdirSync(SHELLS)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => {
      const html = readFileSync(join(SHELLS, file), 'utf8');
      const attributes = [...html.matchAll(/\scontent="([^"]*)"/g)].map((m) => m[1]);
      const text = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, '\n');
      return [...attributes, ...text.split('\n')].map((line) => line.trim()).filter(Boolean);
    });
}

/** Speaks of checking homes: "verify/verified/verification", "checked in person", Hindi "वेरिफ़…", "ख़ुद जाकर". */
const CHECKING = /\bverif(y|ied|ies|ying|ication)\b|\bchecked in person\b|वेरिफ़|ख़ुद जाकर/i;
/**
 * Not about homes at all: sign-in codes, captcha, receipts, police verification of tenants, phone numbers, and the
 * terms' rule against getting around our checks of people.
 */
const NOT_HOMES = /\bOTP\b|captcha|कैप्चा|receipt|रसीद|police|पुलिस|\bnumber\b|नंबर|sign-up|registration|get around our verification|वेरिफ़िकेशन से बचने/i;
/** Says which homes: names the Verified mark, or carries its date. */
const QUALIFIED = /\bmark\b|निशान|\{date\}/i;
/** A button, badge or filter label ("Verified", "Verify", "verified only"), naming no home or listing. */
const isLabel = (sentence: string) => sentence.split(/\s+/).length <= 3 && !/home|listing|propert|घर|लिस्टिंग|प्रॉपर्टी/i.test(sentence);

/** The sentences that claim verification without saying which homes carry it. */
export function unqualifiedClaims(texts: readonly string[]): string[] {
  return texts
    .flatMap((text) => text.split(/(?<=[.!?।])\s+|\s\|\s/))
    .filter((sentence) => CHECKING.test(sentence) && !NOT_HOMES.test(sentence) && !QUALIFIED.test(sentence) && !isLabel(sentence));
}

describe('promises about verification', () => {
  it('no English or Hindi text, nor a page shell, claims verification without naming the dated Verified mark', async () => {
    const texts = [...(await catalogueTexts()), ...shellTexts()];
    expect(texts.length).toBeGreaterThan(2000); // every catalogue file was read, both languages
    expect(texts.some((text) => /[\u0900-\u097F]/.test(text))).toBe(true);
    expect(unqualifiedClaims(texts)).toEqual([]);
  });

  it('catches the claims a person must not read over homes that carry no mark', () => {
    expect(
      unqualifiedClaims([
        'Rent verified homes in Patna | GharSetu',
        'List it free. We verify it, photograph it and send you tenants.',
        'We verify listings before they go live, but homes can change.',
        'पटना में वेरिफ़ाइड घर किराए पर लें',
        'मुफ़्त में डालें। हम उसे वेरिफ़ाई करेंगे।',
      ]),
    ).toHaveLength(5);
    expect(unqualifiedClaims(['Verified', 'verified only', 'Verified by a rider on {date}', 'Enter the OTP to verify your number.'])).toEqual([]);
  });

  it('never claims that every home is checked or visited in person', async () => {
    const texts = [...(await catalogueTexts()), ...shellTexts()];
    const claims = texts.filter((text) => /every (home|listing) (is|gets|was) (checked|visited|verified)|(visits|checks|verifies) every (home|listing)/i.test(text));
    expect(claims).toEqual([]);
  });

  it('says who checked a Verified home and that the mark has a date', () => {
    expect(en['home.subtitle']).toMatch(/Verified mark .* our team or a GharSetu rider, on the date shown/);
  });
});
