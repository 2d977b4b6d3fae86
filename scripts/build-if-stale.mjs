// Builds the public site and the console when their production build is missing or older than
// their sources, so `npm start` always serves what the checkout holds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

for (const app of ['web-public', 'web-admin']) {
  const built = join('dist', app, 'index.html');
  if (existsSync(built) && statSync(built).mtimeMs >= newestMtime(app)) continue;
  console.log(`Building ${app}...`);
  // Always a production build (React's production code, minified), whatever NODE_ENV the caller runs with:
  // the test runner sets "test" and the browser tests start the product with "development".
  execFileSync('vite', ['build', '--config', `${app}/vite.config.ts`, '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
