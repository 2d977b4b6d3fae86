import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as rules from '../../adapters/http/contract/rules.js';

/**
 * One source per rule and per enum (issue 9): the front ends take every shared closed list and rule from
 * adapters/http/contract/rules.ts. This fails when a front-end file declares its own copy:
 *  (a) an array literal holding exactly the values of a shared list (a copy of Cities, LeadStatuses,
 *      OpenRideStatuses...). A subset naming some statuses (which states allow an action) is the front end's own;
 *  (b) a regular expression equal to a shared pattern, or any anchored /^...$/ pattern (a format rule), outside
 *      the justified exceptions below; text handling such as /\s+/g is no rule and passes;
 *  (c) a comparison of a `.length` with a number literal equal to a shared length limit.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const FRONT_ENDS = ['web-public/src', 'web-admin/src'];

/** Anchored patterns that parse what the server sent (for display), not check what a person typed. */
const ALLOWED_ANCHORED: Record<string, string> = {
  'web-public/src/property/card-format.ts': 'splits a photo URL and a YYYY-MM-DD date the server sent, for display',
  'web-public/src/rides/booking.ts': "reads the slot hour the server sent ('10' or '10:00')",
  'web-admin/src/rides/rideFormat.ts': "splits the server's slot date and window ('10:00-11:00') for display",
  'web-admin/src/util/dateFormat.ts': "splits the server's YYYY-MM-DD date for display",
  'web-admin/src/util/csv.ts': 'CSV formula-injection guard (a leading =, +, -, @)',
  'web-admin/src/properties/propertyActions.ts': "chooses 'a' or 'an' before a word",
  'web-public/src/property/listing-query.ts': 'reads a rent bound of up to 8 digits from the URL (forgiving query parsing)',
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

/** The copies one source file declares (exported for the test that proves the check can fail). */
export function findCopies(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const at = (node: ts.Node, what: string) => findings.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });

  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node) && node.elements.length >= 2 && node.elements.every(ts.isStringLiteralLike)) {
      const values = new Set(node.elements.map((e) => (e as ts.StringLiteralLike).text));
      const copied = enums.find(([, list]) => list.length === values.size && list.every((v) => values.has(v)));
      if (copied && !ALLOWED_LISTS[file]) at(node, `a copy of ${copied[0]} [${[...values].join(', ')}]: import ${copied[0]} from adapters/http/contract/rules.ts`);
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
      const limit = sides.find((side): side is ts.NumericLiteral => ts.isNumericLiteral(side) && lengthLimits.has(Number(side.text)));
      if (length && limit) at(node, `.length compared with ${limit.text}, a shared limit: use the contract's constant`);
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
});
