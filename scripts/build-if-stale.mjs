// Builds what `npm start` runs when it is missing or older than its sources: the server (TypeScript compiled by
// tsc into dist/server, tsconfig.build.json) and the two front ends (vite builds in dist/web-public and
// dist/web-admin). Run as a script (the test global setup) or imported by scripts/start.mjs.
//
// Only node's own modules are imported here: on a tree that is already built, nothing from devDependencies is
// needed. A build that is stale while the build tools are not installed (a production install,
// `npm ci --omit=dev`) is served as it is, with a warning; a missing one is an error that says what to run.
// Builds from several processes at once (parallel test files, two `npm start`s) take turns through a lock.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);

// Always a production build of the sites (React's production code, minified), whatever NODE_ENV the caller runs
// with: the test runner sets "test" and the browser tests start the product with "development".
const vite = (app) => ({ tool: 'vite', args: ['build', '--config', `${app}/vite.config.ts`, '--logLevel', 'warn'], env: { NODE_ENV: 'production' } });

export const TARGETS = [
  {
    name: 'server',
    built: 'dist/server/adapters/main.js',
    output: 'dist/server',
    sources: ['domain', 'application', 'adapters', 'migrations', 'tsconfig.json', 'tsconfig.build.json'],
    tool: 'tsc',
    args: ['-p', 'tsconfig.build.json'],
  },
  // One `vite build` makes the site and the server renderer of the listing and details pages (docs/adr/0009).
  // Its sources include the server <-> site contract (adapters/http/contract: the renderer's interface, wire types)
  // and what that contract re-exports from domain/ (the rules, and the catalogue of the site's words).
  {
    name: 'web-public',
    built: 'dist/web-public/index.html',
    also: ['dist/web-public-ssr/render.js', 'dist/web-public/page.html', 'dist/web-public/index.hi.html'],
    sources: ['web-public', 'adapters/http/contract', 'domain'],
    ...vite('web-public'),
  },
  { name: 'web-admin', built: 'dist/web-admin/index.html', sources: ['web-admin', 'adapters/http/contract', 'domain'], ...vite('web-admin') },
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Missing, or older than one of its sources: `built` and every `also` file (a vite build whose second step, the
 * server renderer, failed leaves a new index.html next to an old render.js: that is stale too).
 */
export function isStale(target, rootDir = root) {
  const outputs = [target.built, ...(target.also ?? [])].map((path) => join(rootDir, path));
  if (outputs.some((path) => !existsSync(path))) return true;
  const sources = target.sources.map((path) => join(rootDir, path)).filter((path) => existsSync(path));
  const newestSource = Math.max(...sources.map(newestMtime));
  return outputs.some((path) => newestSource > statSync(path).mtimeMs);
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** One builder at a time: a lock folder holding the builder's pid; a lock left by a dead process is taken over. */
function withBuildLock(work) {
  const lock = at('dist/.build-lock');
  mkdirSync(at('dist'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder = NaN;
      try {
        holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // the holder has not written its pid yet, or just released the lock
      }
      const age = Date.now() - (existsSync(lock) ? statSync(lock).mtimeMs : Date.now());
      const known = Number.isInteger(holder) && holder > 0;
      if ((known && !alive(holder)) || (!known && age > 10_000)) {
        rmSync(lock, { recursive: true, force: true });
      } else sleep(250);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const binOf = (target) => at(join('node_modules', '.bin', target.tool));

function build(target) {
  const bin = binOf(target);
  console.log(`Building ${target.name}...`);
  const startedAt = new Date();
  if (target.output) rmSync(at(target.output), { recursive: true, force: true });
  try {
    // The .bin scripts run `#!/usr/bin/env node`: put this process's node first on the PATH so they use it too.
    const path = [dirname(process.execPath), at('node_modules/.bin'), process.env.PATH].join(':');
    execFileSync(bin, target.args, { cwd: root, stdio: 'inherit', env: { ...process.env, PATH: path, ...target.env } });
  } catch (error) {
    // tsc emits even when the types are wrong: remove the output so the next start does not take it as built.
    if (target.output) rmSync(at(target.output), { recursive: true, force: true });
    throw new BuildError(`Building ${target.name} failed (${target.tool} ${target.args.join(' ')}, exit ${error.status ?? error.signal}).`);
  }
  // Dated from when the build began: a source saved while it ran makes the next start build again.
  for (const path of [target.built, ...(target.also ?? [])]) utimesSync(at(path), startedAt, startedAt);
}

export class BuildError extends Error {}

/** Builds every target that is missing or stale. */
export function buildIfStale(targets = TARGETS) {
  const stale = targets.filter((target) => isStale(target)).filter((target) => {
    if (existsSync(binOf(target))) return true;
    if (!existsSync(at(target.built))) {
      throw new BuildError(`${target.built} is missing and ${target.tool} is not installed: run \`npm run build\` where the devDependencies are installed (npm ci), then start.`);
    }
    console.warn(`${target.built} is older than its sources, but ${target.tool} (devDependencies) is not installed: serving the existing build.`);
    return false;
  });
  if (stale.length === 0) return;
  withBuildLock(() => {
    // Another process may have built while this one waited for the lock.
    for (const target of stale) if (isStale(target)) build(target);
  });
}

/** Builds the named targets (all when none is named) whether stale or not: `npm run build`. */
export function buildNow(names = []) {
  const unknown = names.filter((name) => !TARGETS.some((target) => target.name === name));
  if (unknown.length) throw new BuildError(`Unknown build target ${unknown.join(', ')} (known: ${TARGETS.map((t) => t.name).join(', ')})`);
  const targets = names.length ? TARGETS.filter((target) => names.includes(target.name)) : TARGETS;
  for (const target of targets) {
    if (!existsSync(binOf(target))) throw new BuildError(`${target.tool} is not installed: the build needs the devDependencies (npm ci).`);
  }
  withBuildLock(() => targets.forEach(build));
}

// `node scripts/build-if-stale.mjs`: what is stale; `... --force [server|web-public|web-admin ...]`: always.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const [flag, ...names] = process.argv.slice(2);
    if (flag === '--force') buildNow(names);
    else buildIfStale();
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
