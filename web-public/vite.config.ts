import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** Where `/api` goes in dev and preview: the API on port 3000 unless API_TARGET says otherwise (e.g. http://127.0.0.1:3460). */
const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:3000';
const api = { '/api': { target: apiTarget, changeOrigin: false }, '/media': { target: apiTarget, changeOrigin: false } };

/**
 * The home page is a lazy chunk like every route, but it is where most visits land: preload it (and what it
 * imports) from index.html so it downloads alongside the entry instead of after it.
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'gharsetu:preload-home-route',
    apply: 'build',
    transformIndexHtml(html, ctx) {
      const chunks = Object.values(ctx.bundle ?? {}).filter((item) => item.type === 'chunk');
      const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/pages/HomePage.tsx'));
      if (!home) return html;
      const files = [home.fileName, ...home.imports].filter((file) => !html.includes(file));
      return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
    },
  };
}

// The public site: served at `/` in production, built into dist/web-public.
export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [react(), preloadHomeRoute()],
  build: {
    outDir: here('../dist/web-public'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React, React DOM and the router change far less often than our code: one long-cached chunk.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: api },
  preview: { proxy: api },
});
