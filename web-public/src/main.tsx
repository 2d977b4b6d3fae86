import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadConfig } from './api/config';
import { AuthProvider } from './auth/AuthContext';
import { CallbackProvider } from './callback/CallbackContext';
import { ToastViewport } from './ui/toast';
import './styles.css';

// The footer, WhatsApp button and captcha all need GET /config: start it before the first render.
loadConfig().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AuthProvider>
        <CallbackProvider>
          <App />
          <ToastViewport />
        </CallbackProvider>
      </AuthProvider>
    </BrowserRouter>
  </StrictMode>,
);
