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
    // react-admin + MUI make one large vendor bundle; the console is an internal tool.
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
