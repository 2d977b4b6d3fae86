import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { App } from './App';
import { ADMIN_BASENAME } from './config';
import { reloadOnStaleChunks } from './staleChunks';

// The server's Content-Security-Policy allows <style> elements only with this response's nonce
// (adapters/http/security-headers.ts): MUI's emotion cache puts it on every style tag it injects.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const emotionCache = createCache({ key: 'css', nonce });

// react-admin creates a hash router unless it sits in one: a browser router gives real
// /admin/... URLs, and <Admin basename="/admin"> makes react-admin's links and redirects use them.
// A page chunk of an older build (a tab left open across a deploy): reload once for the new build.
reloadOnStaleChunks(window);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={emotionCache}>
      <BrowserRouter>
        <Routes>
          <Route path={`${ADMIN_BASENAME}/*`} element={<App />} />
          <Route path="*" element={<Navigate to={`${ADMIN_BASENAME}/`} replace />} />
        </Routes>
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>,
);
