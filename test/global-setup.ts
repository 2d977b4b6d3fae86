import { execFileSync } from 'node:child_process';

/**
 * Builds the server (dist/server) and the public site and the console once, before any test file starts, when
 * they are missing or stale: the browser tests and test/build start the product with `npm start` in parallel
 * and must not all build at the same time (scripts/build-if-stale.mjs also takes a lock).
 */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
}
