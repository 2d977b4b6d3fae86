import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as rules from '../../adapters/http/contract/rules.js';
import { en } from '../../domain/shared/catalogue/site/en';

/**
 * One source per rule and per enum: the front ends take every shared closed list and rule from
 * adapters/http/contract/rules.ts. This fails when a front-end file declares its own copy:
 *  (a) an array literal holding exactly the values of a shared list (a copy of Cities, LeadStatuses,
 *      OpenRideStatuses...), or a drifted copy: at least two of a shared list's values plus one it does not hold
 *      (a city added). A subset naming some statuses (which states allow an action) is the front end's own;
 *  (b) a regular expression equal to a shared pattern, or any anchored /^...$/ pattern (a format rule), outside
 *      the justified exceptions below; text handling such as /\s+/g is no rule and passes;
 *  (c) a number literal equal to a shared limit (a *_LENGTH constant, or a min/max of a rule object such as
 *      PropertyTextRules or PropertyNumberRules) where it acts as one: compared with a `.length`, given as a
 *      min/max property or JSX attribute, or passed to a min.../max... validator;
 *  (d) a string literal equal to a shared message (Messages, PropertyMessages, ..., or a message builder's
 *      words such as 'Must be at most 50 characters.') outside the i18n catalogue, which the last test ties to
 *      the domain's messages.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const FRONT_ENDS = ['web-public/src', 'web-admin/src'];

/** Anchored patterns that parse what the server sent (for display), not check what a person typed. */
const ALLOWED_ANCHORED: Record<string, string> = {
  'web-public/src/property/card-format.ts': 'splits a photo URL the server sent, for display',
  'web-public/src/i18n/format.ts':
    "reads a YYYY-MM-DD date the server sent, for display, and a date typed day first (dd/mm/yyyy) into the ISO date the API then checks (the contract's checkIsoDate)",
  'web-admin/src/rides/rideFormat.ts': "splits the server's slot date and window ('10:00-11:00') for display",
  'web-admin/src/util/dateFormat.ts': "splits the server's YYYY-MM-DD date for display",
  'web-admin/src/util/csv.ts': 'CSV formula-injection guard (a leading =, +, -, @)',
  'web-admin/src/properties/propertyActions.ts': "chooses 'a' or 'an' before a word",
  'web-public/src/property/listing-query.ts': 'reads a rent bound of up to 8 digits from the URL (forgiving query parsing)',
};

/** Limits stated as a literal on purpose (file and what the check reports), each with its reason. */
const ALLOWED_LIMITS: Record<string, string> = {
  'web-public/src/callback/CallbackModal.tsx maxLength={120}':
    "a typing cap for the e-mail, above EMAIL_MAX_LENGTH (80) so that the spec's length message can show",
  'web-public/src/property-request/PropertyRequestModal.tsx maxLength={120}': 'the same e-mail typing cap',
};

/** Literal lists equal to a shared list by chance, each with its reason. */
const ALLOWED_LISTS: Record<string, string> = {
  'web-admin/src/dataProvider/consoleResources.ts': 'the roles OWNER and TENANT (whom a listing may be posted for), not the lead types of the same names',
};

/** The shared lists: every exported array of strings of the contract (at least two values). */
const isStringList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.length >= 2 && value.every((v) => typeof v === 'string');
const enums = (Object.entries(rules) as Array<[string, unknown]>).filter((entry): entry is [string, readonly string[]] => isStringList(entry[1]));
/** The shared patterns' sources (a literal copy of one fails even where anchored patterns are allowed). */
const sharedPatterns = new Set(Object.values(rules).filter((value): value is RegExp => value instanceof RegExp).map((pattern) => pattern.source));

/** Shared length limits: the contract's *_MAX_LENGTH / *_LENGTH numbers (the small ones, where a copy is telling). */
const lengthLimits = new Set(
  Object.entries(rules)
    .filter(([name, value]) => typeof value === 'number' && /(MAX_LENGTH|_LENGTH)$/.test(name))
    .map(([, value]) => value as number),
);
/**
 * A rule object's key that holds a size limit: min, max, localityMaxLength, maxLocalities. Times (SLOT_RULES'
 * minLeadHours, maxAheadDays, firstHour) are no sizes and would match loop counters by chance.
 */
const LIMIT_KEY = /^(min|max)$|(Min|Max)Length$|^max[A-Z]/;
const TIME_KEY = /(Hours?|Days?)$/;
/** The min/max numbers of the contract's rule objects (PropertyTextRules, PropertyNumberRules, RiderApplicationRules...). */
function ruleLimits(value: unknown, key = ''): number[] {
  if (typeof value === 'number') return LIMIT_KEY.test(key) && !TIME_KEY.test(key) ? [value] : [];
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof RegExp) return [];
  return Object.entries(value).flatMap(([name, inner]) => ruleLimits(inner, name));
}
/** Every shared limit a literal may copy; 0 and 1 say nothing. */
const limits = new Set([...lengthLimits, ...Object.values(rules).flatMap((value) => ruleLimits(value))].filter((n) => n > 1));

/** The shared messages: the *Messages objects' words, the *_MESSAGE constants and the patterns' messages. */
function messagesIn(value: unknown, name: string): string[] {
  if (typeof value === 'string') return /(Messages|_MESSAGE|^message)$/.test(name) ? [value] : [];
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof RegExp) return [];
  return Object.entries(value).flatMap(([key, inner]) => messagesIn(inner, /Messages$/.test(name) ? name : key));
}
export const sharedMessages = new Set((Object.entries(rules) as Array<[string, unknown]>).flatMap(([name, value]) => messagesIn(value, name)));
/** The message builders: each makes a message carrying a number ('Must be at least 500'). */
const builders = [rules.atLeastMessage, rules.atMostMessage, rules.maxCharsMessage, rules.atMostCharsMessage];
const SAMPLE = 987654321;
/** The builder words `text` are, with the number they carry ('Must be at most {max} characters.' → 50); else null. */
export function builtBy(text: string): { build: (n: number) => string; value: number } | null {
  for (const build of builders) {
    const [before, after] = build(SAMPLE).split(String(SAMPLE));
    if (!text.startsWith(before) || !text.endsWith(after) || text.length <= before.length + after.length) continue;
    const value = Number(text.slice(before.length, text.length - after.length));
    if (Number.isFinite(value) && build(value) === text) return { build, value };
  }
  return null;
}
const SLOT_RULES_MIN_LEAD = rules.SLOT_RULES.minLeadHours;
/** The catalogue, which holds the messages' words once (tied to the domain by the last test). */
const CATALOGUE = 'domain/shared/catalogue/site/';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export interface Finding {
  file: string;
  line: number;
  what: string;
}

/** A property, attribute or validator that states a limit: min, max, maxLength, minValue, maxValue... */
const LIMIT_WORD = /^(min|max)(Length|Value|Chars)?$/i;
const calleeName = (callee: ts.Expression): string =>
  ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';

/** The copies one source file declares (exported for the test that proves the check can fail). */
export function findCopies(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const at = (node: ts.Node, what: string) => findings.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });

  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node) && node.elements.length >= 2 && node.elements.every(ts.isStringLiteralLike)) {
      const values = new Set(node.elements.map((e) => (e as ts.StringLiteralLike).text));
      const copied = enums.find(([, list]) => list.length === values.size && list.every((v) => values.has(v)));
      // Two or more of a list's values beside one it does not hold: a copy that has drifted (a city added).
      const drifted = enums.find(([, list]) => [...values].filter((v) => list.includes(v)).length >= 2 && [...values].some((v) => !list.includes(v)));
      if (copied && !ALLOWED_LISTS[file]) at(node, `a copy of ${copied[0]} [${[...values].join(', ')}]: import ${copied[0]} from adapters/http/contract/rules.ts`);
      else if (drifted && !ALLOWED_LISTS[file]) {
        const extra = [...values].filter((v) => !drifted[1].includes(v));
        at(node, `a drifted copy of ${drifted[0]} (also holds ${extra.join(', ')}): import ${drifted[0]} from adapters/http/contract/rules.ts`);
      }
    }
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText();
      const source = text.slice(1, text.lastIndexOf('/'));
      const global = text.slice(text.lastIndexOf('/') + 1).includes('g');
      if (sharedPatterns.has(source)) at(node, `regular expression ${text} copies a shared pattern: import it from the contract`);
      else if (!global && source.startsWith('^') && source.endsWith('$') && !ALLOWED_ANCHORED[file]) at(node, `anchored pattern ${text}: a format rule belongs in the contract`);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') at(node, 'new RegExp(...): take the rule from the contract');
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.GreaterThanToken, ts.SyntaxKind.GreaterThanEqualsToken, ts.SyntaxKind.LessThanToken, ts.SyntaxKind.LessThanEqualsToken, ts.SyntaxKind.EqualsEqualsEqualsToken].includes(node.operatorToken.kind)) {
      const sides = [node.left, node.right];
      const length = sides.some((side) => ts.isPropertyAccessExpression(side) && side.name.text === 'length');
      const limit = sides.find((side): side is ts.NumericLiteral => ts.isNumericLiteral(side) && limits.has(Number(side.text)));
      if (length && limit) at(node, `.length compared with ${limit.text}, a shared limit: use the contract's constant`);
    }
    if (ts.isNumericLiteral(node) && limits.has(Number(node.text))) {
      const parent = node.parent;
      const named = (name: ts.Node | undefined) => (name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : '');
      const role =
        ts.isPropertyAssignment(parent) && parent.initializer === node && LIMIT_WORD.test(named(parent.name))
          ? `${named(parent.name)}: ${node.text}`
          : ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent) && LIMIT_WORD.test(parent.parent.name.getText())
            ? `${parent.parent.name.getText()}={${node.text}}`
            : ts.isCallExpression(parent) && parent.arguments.includes(node) && LIMIT_WORD.test(calleeName(parent.expression))
              ? `${calleeName(parent.expression)}(${node.text})`
              : null;
      if (role && !ALLOWED_LIMITS[`${file} ${role}`]) at(node, `${role} repeats a shared limit: use the contract's rule`);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const built = builtBy(node.text);
      if (!file.startsWith(CATALOGUE) && (sharedMessages.has(node.text) || built)) at(node, `the shared message '${node.text}': use the contract's message (or the catalogue's key)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('the front ends declare no copy of a shared rule or enum', () => {
  it('knows the shared enums and limits', () => {
    expect(enums.map(([name]) => name)).toEqual(expect.arrayContaining(['Cities', 'PropertyTypes', 'LeadStatuses', 'RideStatuses', 'Roles', 'UserStatuses']));
    expect(lengthLimits.has(50)).toBe(true);
    // PropertyTextRules.title, PropertyNumberRules.rent, PropertyRequestRules.notesMaxLength; no slot hours.
    for (const limit of [120, 4000, 500, 10_000_000, 1000]) expect(limits.has(limit)).toBe(true);
    expect(limits.has(SLOT_RULES_MIN_LEAD)).toBe(false);
    expect(sharedMessages).toContain('Pincode must be 6 digits.');
    expect(sharedMessages).toContain('This property does not exist.');
  });

  it('finds none in web-public/src and web-admin/src', () => {
    const findings = FRONT_ENDS.flatMap(sourceFiles).flatMap((path) => findCopies(relative(ROOT, join(ROOT, path)), readFileSync(join(ROOT, path), 'utf8')));
    expect(findings.map((f) => `${f.file}:${f.line} ${f.what}`)).toEqual([]);
  });

  it('would catch a copy (the check can fail)', () => {
    const copy = [
      "export const CITIES = ['patna', 'gaya', 'muzaffarpur', 'bhagalpur', 'darbhanga', 'ranchi'] as const;",
      'const PHONE = /^\\d{10}$/;',
      "const EMAIL = new RegExp('@');",
      'const tooLong = (v: string) => v.length > 50;',
      "const open = ['ASSIGNED', 'REQUESTED', 'STARTED', 'CONFIRMED'];",
      'const pin = /^[1-9]\\d{5}$/;',
      "const someStatuses = ['SUBMITTED', 'LIVE'];",
      'const words = (v: string) => v.split(/\\s+/g);',
    ].join('\n');
    expect(findCopies('web-public/src/copy.ts', copy).map((f) => f.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('would catch a drifted list, a rule limit and a copied message (and lets subsets and catalogue words be)', () => {
    const copy = [
      "export const CITIES = ['patna', 'gaya', 'muzaffarpur', 'bhagalpur', 'darbhanga', 'ranchi', 'nalanda'];",
      "const someCities = ['patna', 'gaya', 'delhi'];",
      'const titleTooLong = (v: string) => v.length > 120;',
      'const rent = { min: 500, max: 10000000 };',
      'const el = <input maxLength={4000} />;',
      'const budget = minValue(500);',
      "const pin = 'Pincode must be 6 digits.';",
      'const longName = `Must be at most 50 characters.`;',
      "const morning = ['patna', 'gaya'];",
      "const actions = ['SUBMITTED', 'LIVE'];",
      'for (let i = 0; i < 120; i += 1) i;',
      "const words = 'Must be at most fifty characters.';",
    ].join('\n');
    const findings = findCopies('web-public/src/copy.tsx', copy);
    expect(findings.map((f) => f.line)).toEqual([1, 2, 3, 4, 4, 5, 6, 7, 8]);
    expect(findings[0]!.what).toContain('drifted copy of Cities (also holds nalanda)');
    expect(findCopies('domain/shared/catalogue/site/en.ts', "const m = { pin: 'Pincode must be 6 digits.' };")).toEqual([]);
  });
});

/** The catalogue restates the rules' messages; each must stay word for word a message of the domain. */
describe("the public site's catalogue says the domain's validation messages", () => {
  it('has every validation.* English text equal to a shared message or to a message builder with its placeholder', () => {
    const validation = Object.entries(en).filter(([key]) => key.startsWith('validation.'));
    expect(validation.length).toBeGreaterThan(10);
    const astray = validation.filter(([, text]) => {
      if (sharedMessages.has(text)) return false;
      const filled = text.replace(/\{\w+\}/g, String(SAMPLE));
      return !(filled !== text && builtBy(filled)?.value === SAMPLE);
    });
    expect(astray).toEqual([]);
  });

});
