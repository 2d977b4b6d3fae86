import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createServer, defineConfig, type Plugin } from 'vite';
import type { PrerenderedHome } from './src/home/prerender';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Where `/api` goes in dev and preview: the API on port 3000 unless API_TARGET says otherwise (e.g. http://127.0.0.1:3460). */
const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:3000';
const api = { '/api': { target: apiTarget, changeOrigin: false }, '/media': { target: apiTarget, changeOrigin: false } };

const ROOT_MARK = '<!--home:root-->';
const EXTRAS_MARK = '<!--home:extras-->';
/** Where the server writes the home's canonical and hreflang links (it knows the site's address; the build does not). */
const LINKS_MARK = '<!--home:links-->';

/** Where each page shell (index.html, page.html, app.html) takes the head they share, shell-head.html. */
const HEAD_MARK = '    <!--shell:head-->\n';

/** The shells' shared head (charset, viewport, colour, description, icon, title), put in before any other plugin reads them. */
function sharedHead(): Plugin {
  const head = readFileSync(here('shell-head.html'), 'utf8');
  return {
    name: 'gharsetu:shared-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (!html.includes(HEAD_MARK)) throw new Error(`${basename(ctx.filename)} lost its ${HEAD_MARK.trim()} mark`);
        return html.replace(HEAD_MARK, head);
      },
    },
  };
}

/**
 * `/` is prerendered: index.html gets the home route rendered by React at build time (src/home/prerender.tsx,
 * the app's own components, loaded through Vite's module runner) and loads only the island script. Every other
 * route is served app.html, the client-rendered app (see adapters/http/static-sites.ts and docs/adr/0005).
 */
function prerenderHome(): Plugin {
  /** The Hindi home, written next to index.html once the build is on disk. */
  let hindi: string | null = null;
  return {
    name: 'gharsetu:prerender-home',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (basename(ctx.filename) !== 'index.html') return html;
        if (!html.includes(ROOT_MARK) || !html.includes(EXTRAS_MARK) || !html.includes(LINKS_MARK)) throw new Error(`index.html lost its ${ROOT_MARK} / ${EXTRAS_MARK} / ${LINKS_MARK} marks`);
        if (!html.includes('<html lang="en">')) throw new Error('index.html lost its <html lang="en">');
        // The same page in each language: index.html (English) and index.hi.html (Hindi); the server picks one by
        // the visitor's `lang` cookie or `?lang=` (adapters/http/static-sites.ts).
        const [english, inHindi] = [fill(html, await renderHomeIn('en'), 'en'), fill(html, await renderHomeIn('hi'), 'hi')];
        hindi = inHindi;
        return english;
      },
    },
    writeBundle(options) {
      if (hindi === null) return;
      writeFileSync(join(options.dir ?? here('../dist/web-public'), 'index.hi.html'), hindi);
    },
  };
}

/** The home rendered in `language` by a throwaway SSR server of its own (a fresh copy of the app's modules: the catalogue and GET /config's stand-in are module state). */
async function renderHomeIn(language: 'en' | 'hi'): Promise<PrerenderedHome> {
  // The route's lazy imports load through it while React renders.
  const server = await createServer({
    configFile: false,
    root: here('.'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const prerender = (await server.ssrLoadModule(here('src/home/prerender.tsx'))) as typeof import('./src/home/prerender');
    return await prerender.renderHome(language);
  } finally {
    await server.close();
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with the home rendered in `language`: its markup, the island's words, `lang`, title, description, noscript. */
function fill(html: string, home: PrerenderedHome, language: 'en' | 'hi'): string {
  return html
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(home.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(home.description)}" />`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(home.noscript)}</noscript>`)
    .replace(ROOT_MARK, () => home.root)
    .replace(EXTRAS_MARK, () => home.extras);
}

/**
 * The routes people reach from a search or a shared link on 3G, and the page module each one lazy-loads.
 * The pattern is matched by the server against the path (adapters/http/static-sites.ts).
 */
const PRELOADED_ROUTES = [
  { pattern: '^/tenant/[^/]+/property-listing/?$', module: 'src/pages/PropertyListingPage.tsx' },
  { pattern: '^/tenant/property-details/[^/]+/?$', module: 'src/pages/PropertyDetailsPage.tsx' },
  { pattern: '^/tenant/wishlist/?$', module: 'src/pages/WishlistPage.tsx' },
  { pattern: '^/preview/preview-property/[^/]+/?$', module: 'src/pages/PreviewPropertyPage.tsx' },
];

/**
 * Writes `route-preloads.json`: for each route above, the page's chunk and the chunks it imports that the app
 * shell does not already load. The server adds them to app.html as modulepreload links, so the page's code
 * downloads alongside the app's instead of one round trip after it (2 s a round trip on slow 3G).
 */
function routePreloads(): Plugin {
  return {
    name: 'gharsetu:route-preloads',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (files: string[], seen = new Set<string>()) => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/app.html'));
      if (!entry) throw new Error('route-preloads: the app entry chunk is missing');
      const shell = closure([entry.fileName]);
      const routes = PRELOADED_ROUTES.map(({ pattern, module }) => {
        const page = chunks.find((chunk) => chunk.facadeModuleId === here(module));
        if (!page) throw new Error(`route-preloads: no chunk for ${module}`);
        return { pattern, files: [...closure([page.fileName])].filter((file) => !shell.has(file)) };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes, null, 2) });
      // The Hindi catalogue's chunk: the server preloads it with the app shell for a Hindi reader.
      const hindi = chunks.find((chunk) => chunk.facadeModuleId === here('../domain/shared/catalogue/site/hi.ts'));
      if (!hindi) throw new Error('route-preloads: no chunk for domain/shared/catalogue/site/hi.ts');
      const languages = { hi: [...closure([hindi.fileName])].filter((file) => !shell.has(file)) };
      this.emitFile({ type: 'asset', fileName: 'language-chunks.json', source: JSON.stringify(languages, null, 2) });
    },
  };
}

// The public site: served at `/` in production, built into dist/web-public; and the server renderer of the listing
// and details pages (src/ssr/render.tsx, docs/adr/0009) built by the same `vite build` into dist/web-public-ssr.
export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [sharedHead(), react(), prerenderHome(), routePreloads()],
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.ssr);
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // `/` (prerendered home + island), the server-rendered listing and details pages' template (+ island), and
          // every other route (the app).
          input: { home: here('index.html'), page: here('page.html'), app: here('app.html') },
          // The prerender (a few seconds of React rendering in transformIndexHtml) is expected: no timing warning.
          checks: { pluginTimings: false },
          output: {
            // React, React DOM and the router change far less often than our code: one long-cached chunk.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie)[\\/]/ },
                // The few pure modules the home island shares with the app: one small file instead of five requests on 3G
                // (the date field's calendar button too, which the page island shares with the app: a few bytes). The group
                // takes in what these modules import too, so they take their shared rules from contract/island-rules.ts,
                // never from rules.ts: through rules.ts it took in every rule and message the app uses.
                { name: 'home-shared', test: /src[\\/](home[\\/](links|island-text)|property[\\/](cities|card-format|share-link)|api[\\/]contact-links|auth[\\/]session|i18n[\\/](format|locale|choice)|ui[\\/]date-picker)\.ts$/ },
              ],
            },
          },
        },
      },
    },
    ssr: {
      // Self-contained (React, the router, our code in one file): the server runs it without devDependencies.
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: here('../dist/web-public-ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: { render: here('src/ssr/render.tsx') },
          output: { entryFileNames: '[name].js', codeSplitting: false },
        },
      },
    },
  },
  build: {
    outDir: here('../dist/web-public'),
    emptyOutDir: true,
  },
  server: { proxy: api },
  preview: { proxy: api },
});
