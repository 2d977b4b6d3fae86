/**
 * The home island: the only script the prerendered home (`/`) loads. Plain TypeScript, no React. It
 * - fills the "newest verified homes" strip (GET /properties/list, the React home's call) with cards cloned
 *   from a React-rendered template, images sized, each given its source when it comes near the screen
 *   (property/near-viewport.ts, as the React cards), and refills it when the city changes;
 * - makes the search form go to the listing page (the URL the React home builds, home/links.ts);
 * - fills the footer's contact lines and shows the WhatsApp button once GET /config answers;
 * - boots the React app over the page (boot.tsx) when the visitor does something only the app can do
 *   (Login, Post Your Property, Quick Call, Schedule a callback, a wishlist heart), and at once for a
 *   signed-in visitor (their navbar depends on their roles) or when the page is not the prerendered home.
 * Links stay plain links: they load the client-rendered app (app.html) for their route.
 */
import '../styles.css';
import { telLink, whatsappLink } from '../api/contact-links';
import type { Envelope } from '../api/client';
import type { PublicConfig } from '../api/endpoints';
import type { Listing } from '../api/properties';
import { readStoredUser } from '../auth/session';
import type { BootIntent } from '../boot';
import { CITIES, type City } from '../property/cities';
import { coverSrcSet, detailsPath, formatRupees, markRequested, riderVerifiedText, verifiedMark, verifiedText, whenNear, cardFacts } from '../property/card-format';
import { ISLAND_TEMPLATES_ID, ISLAND_TEXT_ID, placeOf, shareTextOf, summaryOf, type IslandText } from './island-text';
import { listingUrl, newestPath, seeAllUrl } from './links';
import { stepAsideUntil } from '../layout/step-aside';
import { listenForShares, shareAttributes } from '../property/share-link';
import type { Newest } from './seed';
import { keepLanguageInLinks, reloadInChosenLanguage, rememberAddressLanguage, rememberLanguageOnClick } from '../i18n/choice';
import { activeLanguage, languageOfTag, setActiveLanguage } from '../i18n/locale';
import { withLanguageParam } from '../../../adapters/http/contract/language-cookie';

const API = '/api/v1';

/** What a click on these asks the app to do. */
const INTENTS: Record<string, BootIntent> = {
  'login-button': 'login',
  'post-property-button': 'post-property',
  'home-post-property': 'post-property',
  'footer-post-property': 'post-property-footer',
  'quick-call-button': 'callback',
  'home-callback': 'callback',
  'wishlist-heart': 'wishlist',
};

let appDownload: Promise<[typeof import('../boot'), unknown, unknown, unknown]> | null = null;
/**
 * The app, the home page chunk and the strip's chunk, in parallel (the app then renders the home without waiting);
 * on the Hindi home the Hindi catalogue too (the app draws the page in the language it was prerendered in).
 */
function downloadApp() {
  appDownload ??= Promise.all([
    import('../boot'),
    import('../pages/HomePage'),
    import('../property/NewestStrip'),
    document.documentElement.lang === 'hi' ? import('../../../domain/shared/catalogue/site/hi') : null,
  ]).catch((error: unknown) => {
    appDownload = null; // a dropped connection: the next tap tries again
    throw error;
  });
  return appDownload;
}

const byTestId = <T extends Element = HTMLElement>(id: string, from: ParentNode = document) => from.querySelector<T>(`[data-testid="${id}"]`);

async function getData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${API}${path}`, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
}

function start(): void {
  // A cached English home shown to a visitor who chose Hindi: the Hindi home instead (before anything starts).
  if (location.pathname === '/' && reloadInChosenLanguage()) return;
  // An address that names its language (`/?lang=hi`): the browser's choice when it has none; the links keep it.
  const named = rememberAddressLanguage();
  // Dates on the cards ("Verified by a rider on 25 Nov 2026") in the language the home was prerendered in.
  setActiveLanguage(languageOfTag(document.documentElement.getAttribute('lang')));
  const textElement = document.getElementById(ISLAND_TEXT_ID);
  const templates = document.getElementById(ISLAND_TEMPLATES_ID) as HTMLTemplateElement | null;
  const select = byTestId<HTMLSelectElement>('home-city');
  const input = byTestId<HTMLInputElement>('home-search-input');
  const form = select?.form;
  const title = document.getElementById('newest-title');
  const seeAll = byTestId<HTMLAnchorElement>('home-see-all');
  const skeleton = title?.closest('section')?.querySelector('.strip');
  const prerendered = textElement && templates && select && input && form && title && seeAll && skeleton && location.pathname === '/';
  const signedIn = readStoredUser() !== null;

  if (!prerendered) {
    // Not the prerendered home (the dev server, or another route served this file): the app as usual.
    void downloadApp().then(([{ bootApp }]) => bootApp());
    return;
  }

  const text = JSON.parse(textElement.textContent ?? '{}') as IslandText;
  const isCity = (value: string): value is City => (CITIES as readonly string[]).includes(value);
  // A restored form (Back) may already show another city.
  let city: City = isCity(select.value) ? select.value : CITIES[0];
  let newest: Newest | null = null;
  let config: PublicConfig | null = null;
  let booting = false;
  let intent: BootIntent | undefined;
  // The island's listeners end when the app takes over the page.
  const listening = new AbortController();
  const signal = listening.signal;

  function boot(next?: BootIntent): void {
    intent = next ?? intent;
    if (booting) return;
    booting = true;
    document.body.style.cursor = 'progress';
    downloadApp().then(
      ([{ bootApp }]) => {
        document.body.style.cursor = '';
        listening.abort();
        bootApp({ home: { city, text: input!.value, newest }, config, intent, scrollY: window.scrollY });
      },
      () => {
        document.body.style.cursor = '';
        booting = false;
      },
    );
  }

  if (signedIn) {
    // Their navbar (roles, name) is the app's: start it now; it replaces this page when the home is ready.
    byTestId('login-button')?.style.setProperty('visibility', 'hidden');
    boot();
  }

  // Anything that needs the app boots it; hovering or focusing one starts the download.
  document.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('[data-testid]');
    const next = target && INTENTS[target.getAttribute('data-testid')!];
    if (!next || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    boot(next);
  }, { signal });
  const warm = (event: Event) => {
    const target = (event.target as Element).closest?.('[data-testid]');
    if (target && INTENTS[target.getAttribute('data-testid')!]) downloadApp().catch(() => undefined);
  };
  document.addEventListener('pointerover', warm, { signal });
  document.addEventListener('focusin', warm, { signal });
  // Nothing a person needs may sit under the floating buttons: they step aside (the app's FloatingButtons after boot).
  stepAsideUntil(signal);
  // The language switch's links load the home in the other language; the choice is remembered for the next pages.
  rememberLanguageOnClick(signal);
  if (named) keepLanguageInLinks(named);
  // The cards' share links: the share sheet where the browser has one (else they open WhatsApp).
  listenForShares(signal);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    location.assign(withLanguageParam(listingUrl(city, input.value), named));
  }, { signal });

  // The strip: skeleton while loading, then cards, an empty note or a failure note.
  const skeletonCopy = skeleton.cloneNode(true) as Element;
  let shown: Element = skeleton;
  let loading: AbortController | null = null;
  const show = (element: Element) => {
    shown.replaceWith(element);
    shown = element;
  };
  const note = (message: string, testId?: string) => {
    const p = document.createElement('p');
    p.className = 'muted';
    p.textContent = message;
    if (testId) p.setAttribute('data-testid', testId);
    return p;
  };

  function card(listing: Listing): Element {
    const item = templates!.content.querySelector('.strip__item')!.cloneNode(true) as Element;
    item.querySelector('[data-testid="listing-card"]')!.setAttribute('data-id', listing.id);
    item.querySelector('a')!.setAttribute('href', detailsPath(listing.id));
    if (named) keepLanguageInLinks(named, item);
    const image = item.querySelector('img')!;
    const url = listing.cover_image_url;
    if (url) {
      const srcset = coverSrcSet(url);
      image.alt = listing.title;
      if (!srcset) image.removeAttribute('sizes');
      whenNear(image, () => {
        if (srcset) image.srcset = srcset;
        image.src = url;
        markRequested(url);
      });
    } else {
      image.replaceWith(templates!.content.querySelector('.cover--empty')!.cloneNode(true));
    }
    // The template has a photo count: this listing's, or none for one photo or none.
    const photos = byTestId('photo-count', item);
    if (photos && listing.photo_count > 1 && text.photos) {
      photos.setAttribute('aria-label', text.photos.replace('{count}', String(listing.photo_count)));
      if (photos.lastChild) photos.lastChild.textContent = String(listing.photo_count);
    } else photos?.remove();
    // The template's badge is the plain "Verified" one: kept, turned into the rider's mark, or removed, as ListingCard decides.
    const badge = byTestId('verified-badge', item);
    const mark = verifiedMark(listing);
    const riderText = mark === 'rider' ? riderVerifiedText(text.riderVerified ?? '', listing) : null;
    if (!mark) badge?.remove();
    else if (badge && riderText) {
      badge.setAttribute('data-testid', 'rider-verified-badge');
      badge.classList.add('badge--rider');
      if (badge.lastChild) badge.lastChild.textContent = riderText;
    } else if (badge?.lastChild && text.verifiedOn) badge.lastChild.textContent = verifiedText(text.verifiedOn, text.verified, listing);
    item.querySelector('.listing-card__rent strong')!.textContent = formatRupees(listing.rent);
    item.querySelector('.listing-card__title')!.textContent = summaryOf(text, listing);
    item.querySelector('.listing-card__place span')!.textContent = placeOf(text, listing);
    // The template's "posted by" line says what this listing's does (or goes, for an answer without it).
    const by = item.querySelector('.listing-card__by');
    if (by) {
      const words = listing.listed_by ? text.listedBy?.[listing.listed_by] : undefined;
      if (words) by.textContent = words;
      else by.remove();
    }
    item.querySelector('.listing-card__meta')!.textContent = text.facts ? cardFacts(listing, { ...text.facts, furnishing: text.furnishing }) : (text.furnishing[listing.furnishing] ?? listing.furnishing);
    const share = byTestId('share-button', item);
    // Shared from the Hindi home: the Hindi page's address, so the preview unfurls in Hindi like the line.
    const address = `${location.origin}${withLanguageParam(detailsPath(listing.id), activeLanguage() === 'hi' ? 'hi' : null)}`;
    const shared = { title: listing.title, text: shareTextOf(text, listing, formatRupees(listing.rent)), url: address };
    if (share) for (const [name, value] of Object.entries(shareAttributes(shared))) share.setAttribute(name, value);
    return item;
  }

  function loadStrip(): void {
    loading?.abort();
    const controller = (loading = new AbortController());
    const forCity = city;
    newest = null;
    getData<Listing[]>(newestPath(forCity), controller.signal).then(
      (listings) => {
        if (signal.aborted) return;
        newest = { city: forCity, listings: listings ?? [] };
        if (!newest.listings.length) return show(note(text.newestEmpty[forCity] ?? '', 'home-newest-empty'));
        const list = document.createElement('ul');
        list.className = 'strip';
        list.setAttribute('data-testid', 'home-newest');
        list.append(...newest.listings.map(card));
        show(list);
      },
      () => {
        if (controller.signal.aborted || signal.aborted) return;
        newest = { city: forCity, failed: true };
        show(note(text.newestFailed));
      },
    );
  }

  select.addEventListener('change', () => {
    if (!isCity(select.value)) return;
    city = select.value;
    title.textContent = text.newest[city] ?? '';
    seeAll.href = seeAllUrl(city);
    if (named) keepLanguageInLinks(named, seeAll.parentElement ?? document);
    show(skeletonCopy.cloneNode(true) as Element);
    loadStrip();
  }, { signal });
  if (city !== CITIES[0]) {
    title.textContent = text.newest[city] ?? '';
    seeAll.href = seeAllUrl(city);
    if (named) keepLanguageInLinks(named, seeAll.parentElement ?? document);
  }
  if (!signedIn) loadStrip(); // a signed-in visitor's strip comes from the app (their wishlist hearts)

  // GET /config: the footer's contact lines and the WhatsApp button.
  getData<PublicConfig>('/config').then(
    (answer) => {
      config = answer;
      if (signal.aborted) return; // the app draws the footer and buttons itself
      const address = byTestId('company-address');
      if (address) address.textContent = answer.company_address;
      const lines = address?.closest('address')?.querySelectorAll('p');
      const link = (href: string, label: string, testId?: string) => {
        const a = document.createElement('a');
        a.href = href;
        a.textContent = label;
        if (testId) a.setAttribute('data-testid', testId);
        return a;
      };
      lines?.[1]?.append(link(`mailto:${answer.support_email}`, answer.support_email));
      lines?.[2]?.append(link(telLink(answer.support_phone), answer.support_phone, 'support-phone'));
      const whatsapp = whatsappLink(answer.whatsapp_number);
      const button = byTestId<HTMLAnchorElement>('whatsapp-button', templates.content)?.cloneNode(true) as HTMLAnchorElement | undefined;
      const quickCall = byTestId('quick-call-button');
      if (whatsapp && button && quickCall) {
        button.href = whatsapp;
        quickCall.before(button);
      }
    },
    () => undefined,
  );
}

start();
