import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { App } from './App';
import { ADMIN_BASENAME } from './config';

// react-admin creates a hash router unless it sits in one: a browser router gives real
// /admin/... URLs, and <Admin basename="/admin"> makes react-admin's links and redirects use them.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path={`${ADMIN_BASENAME}/*`} element={<App />} />
        <Route path="*" element={<Navigate to={`${ADMIN_BASENAME}/`} replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
