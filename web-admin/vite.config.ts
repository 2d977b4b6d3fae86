import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The admin console is served under /admin/ by the API server (index.html for every
// /admin/* path that is not a file). Build output lands in <repo>/dist/web-admin.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web-admin', import.meta.url)),
    emptyOutDir: true,
    // The console is split by page (React.lazy in src/App.tsx, src/layout/lazyPages.ts and each resource's
    // index.ts): /admin/login loads only react-admin's core and the login page, under 250 kB gzip
    // (test/build/console-budget.test.ts); the largest file is React + React Router, about 315 kB before gzip.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router in a file of their own: every page needs them and they change
          // only with a dependency update, so a browser keeps them cached across releases of the console.
          // Nothing else is grouped by package: a group becomes one file loaded by every page that uses any
          // part of it, which would bring the resource pages' MUI (tables, pickers, menus) to the login page.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
