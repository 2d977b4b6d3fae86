import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/**
 * The layer rules, by dependency-cruiser: the rules themselves (and why each exists) are in
 * .dependency-cruiser.cjs; this test cruises every source folder with them and lists each violation.
 * By hand: `npx depcruise --config .dependency-cruiser.cjs domain application adapters web-public/src web-admin/src test scripts bench`.
 */
const FOLDERS = ['domain', 'application', 'adapters', 'web-public/src', 'web-admin/src', 'test', 'scripts', 'bench'];

/** Every rule this suite stands for: removing one from the configuration fails here, not silently. */
const RULES = [
  'domain-imports-only-domain',
  'application-imports-only-domain-and-application',
  'front-ends-import-only-the-contract',
  'front-ends-run-only-the-contract-rules',
  'front-ends-page-render-types-only',
  'front-ends-wire-types-only',
  'front-ends-apart',
  'contract-rules-framework-free',
  'production-code-not-to-tests',
  'production-code-not-to-dev-dependencies',
  'no-circular-in-the-core',
  'not-to-unresolvable',
  'no-non-package-json',
];

let result: ICruiseResult;

beforeAll(async () => {
  const options = await extractDepcruiseOptions(resolve('.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(resolve('tsconfig.json'));
  const { output } = await cruise(FOLDERS, { ...options, validate: true }, {}, { tsConfig });
  if (typeof output === 'string') throw new Error(`dependency-cruiser answered text, not a result:\n${output}`);
  result = output;
});

function describeViolation(v: IViolation): string {
  const cycle = v.cycle?.length ? ` (cycle: ${[v.from, ...v.cycle.map((step) => step.name)].join(' → ')})` : '';
  return `${v.from} → ${v.to}${cycle}`;
}

describe('layer rules (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  it('cruises every source folder and resolves TypeScript imports (`./x.js` names ./x.ts)', () => {
    const paths = result.modules.map((m) => m.source);
    for (const folder of FOLDERS) expect(paths.some((p) => p.startsWith(`${folder}/`)), folder).toBe(true);
    expect(paths).toContain('domain/properties/property.ts');
    const used = (result.summary.ruleSetUsed?.forbidden ?? []).map((rule) => rule.name);
    expect(used.toSorted()).toEqual(RULES.toSorted());
  });

  for (const rule of RULES) {
    it(rule, () => {
      const found = result.summary.violations.filter((v) => v.rule.name === rule);
      const comment = result.summary.ruleSetUsed?.forbidden?.find((r) => r.name === rule)?.comment;
      expect(found.map(describeViolation), comment).toEqual([]);
    });
  }
});
