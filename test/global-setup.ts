import { execFileSync } from 'node:child_process';

/**
 * Builds the public site and the console once, before any test file starts, when they are missing or
 * stale: the browser tests start the product in parallel and must not all build at the same time.
 */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
}
