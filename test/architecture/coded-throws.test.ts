import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every error the core throws names its text by a stable code (domain/shared/catalogue/), never by English written
 * out at the throw site: a client translates by code, so an English literal would reach a Hindi page untranslated.
 * This reads the sources of domain/ and application/ and flags each string literal on a throw site (a `throw` line,
 * an error's `super(...)`, a field added to a FieldErrorCollector) that reads like a sentence (words with a space
 * between, or a final full stop).
 */
const FOLDERS = ['domain', 'application'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const THROW_SITE = /\bthrow\s|\bsuper\(|\.add\(|new \w*Error\(/;
const LITERAL = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g;
/** A bug's error (`new Error(...)`) is for developers and logs, not a person: it carries no code. */
const PROGRAMMER_ERROR = /\bnew (Error|TypeError|RangeError)\(/;

/** The literals on one throw-site line that are not codes of the catalogue (field names and kinds are fine). */
function englishOnThrowSite(line: string): string[] {
  if (!THROW_SITE.test(line) || PROGRAMMER_ERROR.test(line) || /^\s*(\/\/|\*)/.test(line)) return [];
  const found: string[] = [];
  for (const match of line.matchAll(LITERAL)) {
    const text = match[1] ?? match[2] ?? '';
    if (/[A-Za-z]\s+[A-Za-z]|[A-Za-z][.!?]$/.test(text)) found.push(text);
  }
  return found;
}

describe('throw sites in domain/ and application/ name their text by code', () => {
  it('tells an English sentence or an unknown code on a throw site from a code', () => {
    expect(englishOnThrowSite(`throw new RideTransitionError('Photos belong to the report of a completed visit.');`)).toEqual([
      'Photos belong to the report of a completed visit.',
    ]);
    expect(englishOnThrowSite(`    super('Not found.');`)).toEqual(['Not found.']);
    expect(englishOnThrowSite(`throw new Error('The token generator gave too short a token.');`)).toEqual([]);
    expect(englishOnThrowSite(`throw ValidationError.field('owner_mobile_no', 'OWNER_NOT_YOU');`)).toEqual([]);
    expect(englishOnThrowSite(`super('CONFLICT', coded('RIDE_CANNOT', { action, status }));`)).toEqual([]);
  });

  it('has no throw site passing English text', () => {
    const problems: string[] = [];
    for (const file of FOLDERS.flatMap(sources)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const text of englishOnThrowSite(line)) problems.push(`${file}:${index + 1}: ${text}`);
        });
    }
    expect(problems).toEqual([]);
  });
});
