// `npm start`: builds the server and the two sites when their build is missing or older than the sources
// (scripts/build-if-stale.mjs), then runs the compiled server (dist/server/adapters/main.js) in this same
// process. No shell, tsx or child process stands between npm and the server, so the SIGTERM / SIGINT that npm
// forwards (or a process-group kill) reaches the server's own handlers and nothing is left running.
// On a tree that is already built this imports nothing from devDependencies.
import { fileURLToPath } from 'node:url';
import { BuildError, buildIfStale } from './build-if-stale.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  console.error(`The server needs Node 22.17 or newer (MikroORM 7); this is Node ${process.versions.node}. Start it with \`npm start\` (the "node" dependency) or install Node 22.`);
  process.exit(1);
}

try {
  buildIfStale();
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Stack traces point at the TypeScript sources (tsconfig.build.json emits source maps).
process.setSourceMapsEnabled(true);
const server = new URL('../dist/server/adapters/main.js', import.meta.url);
// As if node had been given the server's file: the server sees itself as the entry point.
process.argv[1] = fileURLToPath(server);
await import(server.href);
