/**
 * Starts the React app in #root. `main.tsx` (the entry of app.html, every route but `/`) calls it at once;
 * the prerendered home's island (home/island.ts) imports it when the visitor needs the app (Login, Quick
 * Call, a signed-in visitor) and hands over what the static page already knows.
 */
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadConfig, primeConfig } from './api/config';
import type { PublicConfig } from './api/endpoints';
import { AuthProvider, useAuth } from './auth/AuthContext';
import { usePostProperty } from './auth/usePostProperty';
import { CallbackProvider, useCallbackRequest } from './callback/CallbackContext';
import { seedHome, type HomeSeed } from './home/seed';
import { seedPage, type PageSeed } from './ssr/page-seed';
import { rememberAddressLanguage } from './i18n/choice';
import { onLanguageChange, prepareLanguage, startingLanguage } from './i18n/language';
import { t } from './i18n/t';
import { showToast, ToastViewport } from './ui/toast';
import './styles.css';

/** What the visitor did on the static home that needs the app: it is carried out once the app is up. */
export type BootIntent = 'login' | 'callback' | 'post-property' | 'post-property-footer' | 'wishlist';

export interface BootOptions {
  /** Set when the app starts over the prerendered home (its static DOM is in #root). */
  home?: HomeSeed;
  /** GET /config as the island already received it. */
  config?: PublicConfig | null;
  intent?: BootIntent;
  /** Where the visitor had scrolled to: the app's first render must not move the page. */
  scrollY?: number;
  /** Set when the app starts over a server-rendered page (listing or details, ssr/island.ts): its data. */
  page?: PageSeed;
  /**
   * The button clicked on the server-rendered page: clicked again (and focused) once the app has drawn the same
   * page. A function: read at the app's first commit, so a tap while the app was drawing is the one replayed.
   */
  replay?: () => ReplayTarget | undefined;
  /** Called as the app's first render is committed (before the browser handles any further event). */
  onCommit?: () => void;
}

/** A button on the page: the `index`-th element matching `selector` (the app draws the same page, same order). */
export interface ReplayTarget {
  selector: string;
  index: number;
  /**
   * Its `aria-pressed` when tapped (a heart: "false"): not pressed again if the app already draws it otherwise (a
   * signed-in visitor's saved home, drawn empty in the visitor's HTML, must not be un-saved by the replay).
   */
  pressed?: string | null;
}

let started = false;

export function bootApp(options: BootOptions = {}): void {
  if (started) return;
  started = true;
  if (options.config) primeConfig(options.config);
  // The footer, WhatsApp button and captcha all need GET /config: start it before the first render.
  else loadConfig().catch(() => undefined);
  if (options.home) seedHome(options.home);
  if (options.page) seedPage(options.page);

  const root = createRoot(document.getElementById('root')!);
  // A function: drawn again from the top, with new elements, when the language changes (i18n/language.ts).
  const tree = () => (
    <StrictMode>
      <BrowserRouter>
        <AuthProvider>
          <CallbackProvider>
            <App />
            <ToastViewport />
            <AfterBoot intent={options.intent} scrollY={options.scrollY} replay={options.replay} onCommit={options.onCommit} />
          </CallbackProvider>
        </AuthProvider>
      </BrowserRouter>
    </StrictMode>
  );
  // Over the static home or a server-rendered page, render as a transition: React then waits for the (already
  // downloaded) page chunk instead of committing the route's loading fallback, so the page is replaced in one go.
  const overPage = Boolean(options.home || options.page);
  const draw = () => (overPage ? startTransition(() => root.render(tree())) : root.render(tree()));
  onLanguageChange(() => root.render(tree()));
  // An address that names its language (`?lang=hi`, e.g. a shared link) in a browser without a choice: its choice.
  rememberAddressLanguage();
  // In the page's language (the one the server drew it in, or the visitor's choice): Hindi's catalogue first.
  const language = startingLanguage(overPage);
  // Said at once (a cache's copy of the Hindi shell may have brought `lang="hi"` to an English reader).
  document.documentElement.lang = language;
  if (language === 'en') draw();
  else
    prepareLanguage(language).then(draw, () => {
      // The catalogue did not arrive (a dropped connection): the app in English rather than no app.
      document.documentElement.lang = 'en';
      draw();
    });
}

let intentDone = false;

/**
 * Presses the button the visitor pressed on the server-rendered page, once the app has drawn it (the page's code
 * may still be arriving when the app first commits); given up after 10 s.
 */
function pressWhenDrawn({ selector, index, pressed }: ReplayTarget): void {
  const until = Date.now() + 10_000;
  const attempt = () => {
    const target = document.querySelectorAll<HTMLElement>(selector)[index];
    if (!target) {
      if (Date.now() < until) window.setTimeout(attempt, 50);
      return;
    }
    // Focus stays where the visitor was (a modal it opens returns focus here when closed).
    target.focus({ preventScroll: true });
    if (pressed == null || target.getAttribute('aria-pressed') === pressed) target.click();
  };
  attempt();
}

/** Runs after the first commit (its effect follows the page's): restores the scroll, then does what was asked. */
function AfterBoot({ intent, scrollY, replay, onCommit }: { intent?: BootIntent; scrollY?: number; replay?: () => ReplayTarget | undefined; onCommit?: () => void }) {
  const { openLogin } = useAuth();
  const { openCallback } = useCallbackRequest();
  const postProperty = usePostProperty();
  const postPropertyFooter = usePostProperty('toast.loginFirstToCreateProperty');
  // In the commit itself: the island stops taking taps exactly when the app's buttons are on the page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => onCommit?.(), []);
  useEffect(() => {
    // After the layout's scroll to the top (a first render), every time (StrictMode runs effects twice in dev).
    if (scrollY) window.scrollTo(0, scrollY);
    if (intentDone) return;
    intentDone = true;
    if (intent === 'login') openLogin();
    else if (intent === 'callback') openCallback({ type: 'TENANT' });
    else if (intent === 'post-property') postProperty();
    else if (intent === 'post-property-footer') postPropertyFooter();
    else if (intent === 'wishlist') {
      showToast(t('wishlist.loginToSave'), 'info');
      openLogin();
    }
    const target = replay?.();
    if (target) pressWhenDrawn(target);
    // Once, on the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
