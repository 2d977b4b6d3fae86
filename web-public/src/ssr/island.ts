/**
 * The island of the server-rendered listing and details pages (docs/adr/0009): the only script they load before
 * the visitor does something. Plain TypeScript, no React. The page arrives whole from the server (the app's own
 * components rendered there, ssr/render.tsx); this
 * - gives the covers below the fold and the gallery's other photos their sources as they come near;
 * - works the filter bar as a form (a choice applies at once on a wide screen; Search / Enter sends what is typed;
 *   "Filters" opens the rest on a phone, whose choices apply together on Search or on closing it) and the
 *   gallery's arrows; links (cards, pages) stay plain links;
 * - counts the details page's view when the server did not (its data says `viewCounted: false`);
 * - opens the share sheet (Web Share API) from the share links where the browser has one (else they open WhatsApp);
 * - boots the React app over the page (boot.tsx, with the page's data, so nothing is asked again) when the visitor
 *   presses any other button (wishlist heart, Request a callback, Book a visit, Login, Quick Call, ...), then
 *   presses the last button pressed meanwhile in the app, and focuses it; and at once for a signed-in visitor
 *   (their navbar and hearts are theirs: the cached HTML is a visitor's), whose taps meanwhile are kept the same way.
 */
import '../styles.css';
import type { PublicConfig } from '../api/endpoints';
import type { Listing } from '../api/properties';
import { readStoredUser } from '../auth/session';
import type { ReplayTarget } from '../boot';
import { coverSrcSet, markRequested, whenNear } from '../property/card-format';
import { filtersFromQuery } from '../property/listing-query';
import { listingAddress } from '../../../adapters/http/contract/island-rules';
import { PAGE_SEED_ID, type PageSeed } from './page-seed-data';
import { pickUrl, srcSet } from '../property/photo-urls';
import { listenForShares } from '../property/share-link';
import { stepAsideUntil } from '../layout/step-aside';
import { withLanguageParam, readLanguageParam } from '../../../adapters/http/contract/language-cookie';
import { keepLanguageInLinks, reloadInChosenLanguage, rememberAddressLanguage, rememberLanguageOnClick } from '../i18n/choice';
import { formatDateNumeric, rupeesAsTyped, slashAsTyped } from '../i18n/format';
import { openPicker, openPickerOnKey } from '../ui/date-picker';

const loadHindi = () => import('../../../domain/shared/catalogue/site/hi');

type Download = [typeof import('../boot'), unknown, unknown];
// One import each (a single `import()` picking between the two would make the bundler preload both pages' code).
const loadListingPage = () => import('../pages/PropertyListingPage');
const loadDetailsPage = () => import('../pages/PropertyDetailsPage');
let appDownload: Promise<Download> | null = null;

/** The app and this page's chunk, in parallel (the app then draws the page without waiting). */
function downloadApp(kind: PageSeed['kind'] | undefined): Promise<Download> {
  appDownload ??= Promise.all([
    import('../boot'),
    kind === 'details' || kind === 'details-missing' || kind === 'details-under-review' ? loadDetailsPage() : loadListingPage(),
    // A page the server drew in Hindi: the app draws it in Hindi too, with the catalogue downloaded alongside.
    document.documentElement.lang === 'hi' ? loadHindi() : null,
  ]).catch((error: unknown) => {
    appDownload = null; // a dropped connection: the next tap tries again
    throw error;
  });
  return appDownload;
}

const byTestId = <T extends Element = HTMLElement>(id: string, from: ParentNode = document) => from.querySelector<T>(`[data-testid="${id}"]`);

/**
 * The same button in the app's page: by its test id (and which of them), else by its place among the page's
 * buttons; with its pressed state as the visitor saw it (a heart drawn empty: the app does not press it again
 * when it is already saved for a signed-in visitor).
 */
function replayTarget(button: HTMLElement): ReplayTarget {
  const testId = button.getAttribute('data-testid');
  const selector = testId ? `[data-testid="${testId}"]` : '#root button';
  return { selector, index: [...document.querySelectorAll(selector)].indexOf(button), pressed: button.getAttribute('aria-pressed') };
}

function start(): void {
  // A cached English copy shown to a visitor who chose Hindi: the Hindi page instead (before anything starts).
  if (reloadInChosenLanguage()) return;
  // An address that names its language (a Hindi search result, a shared link): the browser's choice when it has
  // none, and the page's links (cards, pages, the home) keep it.
  const named = rememberAddressLanguage();
  if (named) keepLanguageInLinks(named);
  const data = document.getElementById(PAGE_SEED_ID);
  const parsed = data ? (JSON.parse(data.textContent ?? '{}') as { seed?: PageSeed; config?: PublicConfig }) : {};
  const seed = parsed.seed;
  const config = parsed.config ?? null;
  const listening = new AbortController();
  const signal = listening.signal;
  let booting = false;
  // The last button pressed while the app downloads and draws (each tap replaces it): pressed in the app once it
  // has drawn the page. The island keeps listening until the app commits (boot.tsx `onCommit`), so no tap between
  // the download and the app's first paint is lost; a failed download keeps it for the next try.
  let pending: ReplayTarget | undefined;

  function boot(replay?: ReplayTarget): void {
    if (replay) pending = replay;
    if (booting) return;
    booting = true;
    document.body.style.cursor = 'progress';
    downloadApp(seed?.kind).then(
      ([{ bootApp }]) => {
        bootApp({
          page: seed,
          config,
          replay: () => pending,
          scrollY: window.scrollY,
          onCommit: () => {
            document.body.style.cursor = '';
            listening.abort();
          },
        });
      },
      () => {
        document.body.style.cursor = '';
        booting = false;
      },
    );
  }

  if (!seed) {
    // Not a server-rendered page (the dev server): the app as usual.
    void downloadApp(undefined).then(([{ bootApp }]) => bootApp());
    return;
  }
  const signedIn = readStoredUser() !== null;
  if (seed.kind === 'details' && seed.viewCounted === false && !signedIn) {
    // The server counted no view (the request was not a browser's navigation: an old browser without Sec-Fetch
    // headers, or a prefetch now shown): this page runs in a browser, so it is a visit. The app, if it starts,
    // does not count it again (PropertyDetailsPage: seeded for a visitor = counted).
    void fetch(`/api/v1/properties/${encodeURIComponent(seed.listing.id)}?view=1`, { keepalive: true }).catch(() => undefined);
  }
  if (signedIn) {
    // Their navbar (roles, name) and hearts are the app's: start it now; it replaces this page when ready.
    byTestId('login-button')?.style.setProperty('visibility', 'hidden');
    boot();
  }

  photos(seed);
  listenForShares(signal);
  const form = byTestId<HTMLFormElement>('listing-filters');
  if (form) filterForm(form, signal);
  const gallery = byTestId('gallery');
  if (gallery) galleryButtons(gallery, signal);

  // Any other button needs the app: boot it, then press the same button there. Hover or focus starts the download.
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest<HTMLElement>('button');
      if (!button || button.closest('[data-island]') || button.getAttribute('type') === 'submit') return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      boot(replayTarget(button));
    },
    { signal },
  );
  const warm = (event: Event) => {
    const button = (event.target as Element).closest?.('button');
    if (button && !button.closest('[data-island]')) downloadApp(seed.kind).catch(() => undefined);
  };
  document.addEventListener('pointerover', warm, { signal });
  document.addEventListener('focusin', warm, { signal });
  // Nothing a person needs may sit under the floating buttons: they step aside (the app's FloatingButtons after boot).
  stepAsideUntil(signal);
  // The language switch's links load the page in the other language; the choice is remembered for the next pages.
  rememberLanguageOnClick(signal);
}

/** The photos the server left without a source (below the fold, the gallery's other slides): when they come near. */
function photos(seed: PageSeed): void {
  if (seed.kind === 'listing') {
    const covers = new Map(seed.answer.items.map((listing: Listing) => [listing.id, listing.cover_image_url]));
    for (const card of document.querySelectorAll('[data-testid="listing-card"]')) {
      const image = card.querySelector<HTMLImageElement>('img.cover');
      const url = covers.get(card.getAttribute('data-id') ?? '');
      if (!image || !url || image.getAttribute('src')) continue;
      whenNear(image, () => {
        const set = coverSrcSet(url);
        if (set) image.srcset = set;
        image.src = url;
        markRequested(url);
      });
    }
  }
  if (seed.kind === 'details') {
    const slides = [...(seed.listing.images ?? [])].sort((a, b) => a.position - b.position);
    document.querySelectorAll<HTMLImageElement>('.gallery__image').forEach((image, i) => {
      const photo = slides[i];
      const url = photo && pickUrl(photo.urls, 640);
      if (!url || image.getAttribute('src')) return;
      whenNear(image, () => {
        const set = srcSet(photo.urls);
        if (set) image.srcset = set;
        image.src = url;
        markRequested(url);
      });
    });
  }
}

/**
 * The filter bar as the app works it, without its reload costs: on a wide screen a choice applies at once and typed
 * rent when the visitor leaves the rent fields (not on the way from min to max). On a phone, while the "Filters"
 * panel is open, choices wait (each would reload the page and close the panel): Search / Enter, or closing the
 * panel, applies them all at once.
 */
function filterForm(form: HTMLFormElement, signal: AbortSignal): void {
  const go = () => {
    const params = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    const city = params.get('city') || location.pathname.split('/')[2] || '';
    // A page whose address names its language (`?lang=hi`) keeps it.
    location.assign(withLanguageParam(listingAddress(city, { ...filtersFromQuery(params), page: 1 }), readLanguageParam(location.search.slice(1))));
  };
  // The date field (ui/DateField.tsx): its calendar button, drawn hidden (without script a choice there would be
  // lost), is shown; a calendar choice is written into the text field (dd/mm/yyyy) before the form reads it; typed
  // digits get their slashes; the calendar opens from anywhere on its button, or with Enter / Space.
  for (const picker of form.querySelectorAll<HTMLInputElement>('input[data-date-picker]')) {
    const text = picker.closest('.date-field')?.querySelector<HTMLInputElement>('.date-field__text');
    if (!text) continue;
    picker.closest<HTMLElement>('[data-date-picker-button]')?.removeAttribute('hidden');
    picker.addEventListener('change', () => {
      if (picker.value) text.value = formatDateNumeric(picker.value);
    }, { signal });
    picker.addEventListener('click', () => openPicker(picker), { signal });
    picker.addEventListener('keydown', (event) => openPickerOnKey(event, picker), { signal });
    let before = text.value;
    text.addEventListener('input', () => {
      text.value = slashAsTyped(before, text.value);
      before = text.value;
    }, { signal });
  }
  // The rent fields (ui/RupeeField.tsx): grouped as they are typed (12,500), the caret kept after its digit.
  for (const field of form.querySelectorAll<HTMLInputElement>('input[data-rupees]')) {
    let before = field.value;
    field.addEventListener('input', (event) => {
      const typed = rupeesAsTyped(before, field.value, field.selectionStart ?? field.value.length, (event as InputEvent).inputType);
      if (typed.text !== field.value) {
        field.value = typed.text;
        field.setSelectionRange(typed.caret, typed.caret);
      }
      before = field.value;
    }, { signal });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    go();
  }, { signal });
  const toggle = byTestId<HTMLButtonElement>('listing-filter-toggle', form);
  const more = form.querySelector('.filter-bar__more');
  const panelOpen = () => more?.classList.contains('filter-bar__more--open') === true;
  const typedText = (element: Element | null) => element instanceof HTMLInputElement && form.contains(element) && ['text', 'search', ''].includes(element.type);
  let held = false;
  form.addEventListener('change', (event) => {
    const control = event.target as HTMLInputElement | HTMLSelectElement;
    // The search box waits for Search or Enter, as in the app.
    if (control.type === 'search') return;
    if (panelOpen()) {
      held = true;
      // The panel's "Show 6 homes" counted the search as loaded: now it sends the choices instead.
      const show = byTestId<HTMLButtonElement>('listing-filter-show', form);
      if (show?.dataset.held) show.textContent = show.dataset.held;
      return;
    }
    if (!typedText(control)) return go();
    // Typed rent: applied when the visitor leaves the fields, not when moving on to the other rent field.
    window.setTimeout(() => (typedText(document.activeElement) ? (held = true) : go()));
  }, { signal });
  form.addEventListener('focusout', (event) => {
    const to = (event as FocusEvent).relatedTarget as Element | null;
    if (held && !panelOpen() && !(to && form.contains(to))) go();
  }, { signal });
  if (toggle && more) {
    toggle.setAttribute('data-island', '');
    toggle.addEventListener('click', () => {
      const open = more.classList.toggle('filter-bar__more--open');
      toggle.setAttribute('aria-expanded', String(open));
      // Closing the panel shows what was chosen in it.
      if (!open && held) go();
    }, { signal });
  }
}

/** The gallery's previous / next buttons and its counter, as the app's Gallery works them. */
function galleryButtons(gallery: HTMLElement, signal: AbortSignal): void {
  const strip = gallery.querySelector<HTMLElement>('.gallery__strip');
  const previous = gallery.querySelector<HTMLButtonElement>('.gallery__button--previous');
  const next = gallery.querySelector<HTMLButtonElement>('.gallery__button--next');
  const counter = gallery.querySelector('.gallery__counter');
  if (!strip || !previous || !next) return;
  const count = strip.children.length;
  let current = 0;
  const show = () => {
    previous.disabled = current === 0;
    next.disabled = current === count - 1;
    if (counter) counter.textContent = `${current + 1} / ${count}`;
  };
  const go = (index: number) => {
    const slide = strip.children[index] as HTMLElement | undefined;
    if (slide) strip.scrollTo({ left: slide.offsetLeft - strip.offsetLeft, behavior: 'smooth' });
  };
  for (const button of [previous, next]) button.setAttribute('data-island', '');
  previous.addEventListener('click', () => go(current - 1), { signal });
  next.addEventListener('click', () => go(current + 1), { signal });
  strip.addEventListener('scroll', () => {
    const slide = strip.firstElementChild as HTMLElement | null;
    if (!slide) return;
    current = Math.min(count - 1, Math.max(0, Math.round(strip.scrollLeft / (slide.offsetWidth + 8))));
    show();
  }, { signal });
}

start();
