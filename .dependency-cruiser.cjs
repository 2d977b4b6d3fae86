/**
 * Layer rules, checked by dependency-cruiser inside `npm test` (test/architecture/layers.test.ts runs the cruise
 * through its JavaScript API over every source folder and fails listing each violation). Also usable by hand:
 *   npx depcruise --config .dependency-cruiser.cjs domain application adapters web-public/src web-admin/src test scripts bench
 *
 * Paths are relative to the repository root. Backend folders: domain/, application/, adapters/.
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** Packages the domain may use: pure, browser-safe, no I/O (the domain is bundled into both front ends). */
const DOMAIN_PACKAGES = ['uuid'];
/** What the application layer may use besides domain/ and application/: the domain's packages and hashing. */
const APPLICATION_PACKAGES = [...DOMAIN_PACKAGES];
const APPLICATION_CORE_MODULES = ['crypto'];

const FRONT_ENDS = '^web-(public|admin)/src/';
const BACKEND = '^(domain|application|adapters)/';
const CONTRACT = '^adapters/http/contract/';

/** The resolved path of any file of an installed package. */
function inNodeModules(name) {
  return `(^|/)node_modules/${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/`;
}

module.exports = {
  forbidden: [
    // ---- the core -------------------------------------------------------------------------------------------
    {
      name: 'domain-imports-only-domain',
      comment:
        `domain/ imports only domain/ and the pure packages ${DOMAIN_PACKAGES.join(', ')}: never application/, ` +
        'adapters/, tests, another package or a Node core module (the front ends bundle it through ' +
        'adapters/http/contract/rules.ts).',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', ...DOMAIN_PACKAGES.map(inNodeModules)] },
    },
    {
      name: 'application-imports-only-domain-and-application',
      comment:
        `application/ (use cases and their ports) imports only domain/, application/, ${APPLICATION_PACKAGES.join(', ')} ` +
        `and Node's ${APPLICATION_CORE_MODULES.join(', ')}: never adapters/, tests, the front ends, a framework or a ` +
        'driver (koa, @koa/*, koa-*, @mikro-orm/*, inversify, class-validator, react, @mui/*, pg, nodemailer, argon2, ' +
        'sharp, pino, ...).',
      severity: 'error',
      from: { path: '^application/' },
      to: {
        pathNot: ['^(domain|application)/', ...APPLICATION_PACKAGES.map(inNodeModules), `^(node:)?(${APPLICATION_CORE_MODULES.join('|')})$`],
      },
    },

    // ---- the front ends and the shared contract --------------------------------------------------------------
    {
      name: 'front-ends-import-only-the-contract',
      comment:
        'web-public and web-admin import nothing from the backend folders but adapters/http/contract/ (the shared ' +
        'rules and wire types) and domain/shared/catalogue/site/ (the public site\'s words, plain values).',
      severity: 'error',
      from: { path: FRONT_ENDS },
      to: { path: BACKEND, pathNot: [CONTRACT, '^domain/shared/catalogue/site/'] },
    },
    {
      name: 'front-ends-run-only-the-contract-rules',
      comment:
        'From the contract, a front end imports at run time only adapters/http/contract/rules.ts, island-rules.ts (the part of ' +
        'rules.ts the public site\'s islands run), catalogue.ts (the server\'s message catalogue, for the site to say answers by code) and ' +
        'session-cookie.ts / language-cookie.ts / site-pages.ts (plain, framework-free values and functions); wire/ only with `import type` (see ' +
        'front-ends-wire-types-only); nothing else.',
      severity: 'error',
      from: { path: FRONT_ENDS },
      to: { path: CONTRACT, pathNot: [`${CONTRACT}(rules|island-rules|catalogue|session-cookie|language-cookie|site-pages)\\.ts$`, `${CONTRACT}wire/`, `${CONTRACT}page-render\\.ts$`] },
    },
    {
      name: 'front-ends-page-render-types-only',
      comment:
        'adapters/http/contract/page-render.ts is the interface between the server and the public site\'s server ' +
        'renderer (docs/adr/0009): types only, imported with `import type` (the site implements it, the server ' +
        'loads the built renderer by path).',
      severity: 'error',
      from: { path: FRONT_ENDS },
      to: { path: `${CONTRACT}page-render\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'front-ends-wire-types-only',
      comment:
        'adapters/http/contract/wire/ holds TypeBox schemas: a front end imports them only with `import type`, so ' +
        'TypeBox never reaches a bundle.',
      severity: 'error',
      from: { path: FRONT_ENDS },
      to: { path: `${CONTRACT}wire/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'front-ends-apart',
      comment: 'The public site and the console do not import each other.',
      severity: 'error',
      from: { path: '^web-(public|admin)/' },
      to: { path: '^web-(public|admin)/', pathNot: '^web-$1/' },
    },
    {
      name: 'contract-rules-framework-free',
      comment:
        'adapters/http/contract/rules.ts, island-rules.ts, catalogue.ts, session-cookie.ts and language-cookie.ts are bundled into the front ends: ' +
        'they import only domain/ and the contract, no package.',
      severity: 'error',
      from: { path: `${CONTRACT}(rules|island-rules|catalogue|session-cookie|language-cookie)\\.ts$` },
      to: { pathNot: ['^domain/', CONTRACT] },
    },

    // ---- production code and the rest ------------------------------------------------------------------------
    {
      name: 'production-code-not-to-tests',
      comment:
        'domain/, application/ and adapters/ never import test/, bench/ or a front end source. The server-rendered ' +
        'pages (adapters/http/public-pages/) load the public site\'s renderer only as its build output ' +
        '(dist/web-public-ssr/render.js, by path at run time, typed by adapters/http/contract/page-render.ts): the ' +
        'site stays a separate build, and a server without that build serves the app shell.',
      severity: 'error',
      from: { path: BACKEND },
      to: { path: '^(test|bench|web-public|web-admin)/' },
    },
    {
      name: 'production-code-not-to-dev-dependencies',
      comment:
        'The server is installed with `npm ci --omit=dev`: domain/, application/ and adapters/ may not load a ' +
        'devDependency at run time (type-only imports vanish at compile time and are fine).',
      severity: 'error',
      from: { path: BACKEND },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular-in-the-core',
      comment: 'domain/ and application/ have no import cycles.',
      severity: 'error',
      from: { path: '^(domain|application)/' },
      to: { path: '^(domain|application)/', circular: true },
    },

    // ---- packages --------------------------------------------------------------------------------------------
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-non-package-json',
      comment:
        'Every package imported anywhere is declared in package.json (not merely present in node_modules as ' +
        "someone else's dependency).",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules/', '^dist/', '(^|/)\\.tmp/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript's ESM style `import './x.js'` (naming ./x.ts or ./x.tsx on disk) resolves through tsConfig:
    // dependency-cruiser maps .js to .ts/.tsx itself (the sanity test in layers.test.ts proves it).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
