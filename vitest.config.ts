import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const ALL_TESTS = ['test/**/*.test.ts', 'web-public/src/**/*.test.ts', 'web-admin/src/**/*.test.ts'];

/**
 * CI's second pass, `npm run test:server` (TEST_SERVER_PASS=1, with DATABASE_URL): `npm test` has run every test
 * on PGlite already, so this pass runs only the test files the PostgreSQL server changes — those that take their
 * databases from databaseKinds() (directly or through a test helper, e.g. test/contracts/repository-adapters.ts)
 * or read DATABASE_URL themselves (database-outage, production-start) — and in them only the server's cases
 * (databaseKinds() is ['postgres'] there; suites pinned to PGlite skip). The browser tests, the graceful-shutdown
 * test (both start the product on embedded PGlite), and the domain, use-case and front-end tests do not run.
 */
const serverPass = process.env.TEST_SERVER_PASS === '1';
if (serverPass && !process.env.DATABASE_URL) {
  throw new Error('npm run test:server runs the tests the PostgreSQL server changes: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
}

/** Test files under test/ whose own source, or a test helper they import, uses the server. */
function serverTestFiles(): string[] {
  const usesServer = /\bdatabaseKinds\(\)|process\.env\.DATABASE_URL\b/;
  const definition = resolve('test/support/test-database.ts'); // defines both; importing it alone changes nothing
  const cache = new Map<string, boolean>();
  const reaches = (file: string, seen: Set<string>): boolean => {
    if (cache.has(file)) return cache.get(file)!;
    if (seen.has(file) || file === definition) return false;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const helpers = [...source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)]
      .map((m) => resolve(dirname(file), m[1].replace(/\.js$/, '.ts')))
      .filter((path) => path.startsWith(resolve('test')) && existsSync(path));
    const answer = usesServer.test(source) || helpers.some((helper) => reaches(helper, seen));
    cache.set(file, answer);
    return answer;
  };
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.test.ts') ? [join(dir, entry.name)] : [],
    );
  return walk('test').filter((file) => reaches(resolve(file), new Set()));
}

export default defineConfig({
  test: {
    include: serverPass ? serverTestFiles() : ALL_TESTS,
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
