/**
 * Sharing a listing: the share button is a link to WhatsApp (`https://wa.me/?text=…`, which opens the
 * WhatsApp app on a phone and WhatsApp Web on a computer) carrying what to share in data attributes; where the
 * browser has the Web Share API (phones), a tap opens the system's share sheet instead (WhatsApp, SMS, Telegram …).
 * No React and no catalogue: the words come written on the link (ShareButton, from the catalogue), so the islands
 * of the pages served as HTML (home, listing, details) use this as it is; without any script the link still works.
 */

/** What is shared: the listing's title, a line about it (rent, BHK, place) and its address. */
export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The wa.me link: the line, then the listing's address on a line of its own (WhatsApp previews that link). */
export function whatsAppShareLink(data: Pick<ShareData, 'text' | 'url'>): string {
  return `https://wa.me/?text=${encodeURIComponent(`${data.text}\n${data.url}`)}`;
}

const ATTRIBUTES = { title: 'data-share-title', text: 'data-share-text', url: 'data-share-url' } as const;

/** The share link's attributes (ShareButton renders them; the home island writes them into its cards). */
export function shareAttributes(data: ShareData): Record<string, string> {
  return { href: whatsAppShareLink(data), [ATTRIBUTES.title]: data.title, [ATTRIBUTES.text]: data.text, [ATTRIBUTES.url]: data.url };
}

/** The share links of a page. */
export const SHARE_LINK = `a[${ATTRIBUTES.url}]`;

/** A share sheet is open (or opening): another tap meanwhile does nothing. */
let sharing = false;

/** Refusals after which the WhatsApp link is opened after all: sharing is not allowed here, or the data was refused. */
const FALL_BACK_ON = ['NotAllowedError', 'TypeError'];

/**
 * A click on a share link. With the Web Share API: the share sheet, with the title, the line and the address as
 * the link carries them (the wa.me address is not followed). Closing the sheet (AbortError) does nothing; so does
 * a tap while a sheet is already open or opening (nothing is asked, whatever the browser would answer: a second
 * share() is refused with InvalidStateError), and any other failure. Only a refusal to share here (NotAllowedError:
 * not allowed in this frame, or the tap's permission was used up) or of the data (TypeError) opens the WhatsApp
 * link after all. Data the browser says it cannot share (`canShare`), or no Web Share API (most computers): nothing
 * here, the link opens WhatsApp in a new tab. A click already handled (the app's own handler, before an island's)
 * is left alone.
 */
export function shareClick(event: MouseEvent, link: Element): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (typeof navigator.share !== 'function') return;
  const data: ShareData = {
    title: link.getAttribute(ATTRIBUTES.title) ?? '',
    text: link.getAttribute(ATTRIBUTES.text) ?? '',
    url: link.getAttribute(ATTRIBUTES.url) ?? '',
  };
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return;
  event.preventDefault();
  if (sharing) return;
  sharing = true;
  let shared: Promise<void>;
  try {
    shared = navigator.share(data);
  } catch (error) {
    shared = Promise.reject(error); // a browser that throws instead of rejecting
  }
  shared
    .catch((error: unknown) => {
      if (!FALL_BACK_ON.includes((error as { name?: string } | null)?.name ?? '')) return;
      const href = link.getAttribute('href');
      if (!href) return;
      const opened = window.open(href, '_blank');
      if (opened) opened.opener = null;
      else location.assign(href); // a blocked pop-up: WhatsApp in this tab
    })
    .finally(() => {
      sharing = false;
    });
}

/** Share links on the page work with the Web Share API (the islands, until the app takes over; `signal` ends it). */
export function listenForShares(signal: AbortSignal): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.(SHARE_LINK);
      if (link) shareClick(event, link);
    },
    { signal },
  );
}
