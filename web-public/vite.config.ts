import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

// The public site: served at `/` in production, built into dist/web-public.
export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [react()],
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
