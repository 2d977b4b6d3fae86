import type { Context, Next } from 'koa';
import { listingPathFor } from '../../../application/search-alerts/alert-links.js';
import { indianGrouping } from '../../../application/search-alerts/alert-sms.js';
import type { AlertStopView } from '../../../application/search-alerts/alert-stop-link.js';
import { OpenAlertLink } from '../../../application/search-alerts/open-alert-link.use-case.js';
import { ResumeAlertsByLink } from '../../../application/search-alerts/resume-alerts-by-link.use-case.js';
import { StopAlertsByLink } from '../../../application/search-alerts/stop-alerts-by-link.use-case.js';
import { ViewAlertStopLink } from '../../../application/search-alerts/view-alert-stop-link.use-case.js';
import { Logger } from '../../../application/shared/ports/logger.port.js';
import { calendarDayIn } from '../../../application/shared/day-in.js';
import { cityName } from '../../../domain/properties/city-names.js';
import type { SearchAlert } from '../../../domain/search-alerts/search-alert.js';
import { NotFoundError } from '../../../domain/shared/domain-error.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/shared/language.js';
import { AppConfig } from '../../config.js';
import type { Resolved } from '../../typed-binding.js';
import { answerPage, decodedSegment, escapeHtml, isBrowserNavigation, privatePage } from '../server-page.js';
import { alertPageText, type AlertPageKey } from '../../../domain/shared/catalogue/pages/alert-link-pages.texts.js';

export const alertLinkPagesNeeds = {
  openAlertLink: OpenAlertLink,
  viewAlertStopLink: ViewAlertStopLink,
  stopAlertsByLink: StopAlertsByLink,
  resumeAlertsByLink: ResumeAlertsByLink,
  appConfig: AppConfig,
  logger: Logger,
};

/** The SMS's short link: /s/<code>. */
const SHORT = /^\/s\/([A-Za-z0-9]{1,32})\/?$/;
/** The SMS's stop link: /s/stop/<token>. */
const STOP = /^\/s\/stop\/([^/]{1,200})\/?$/;

/** These pages' own rules, after the shared ones (server-page.ts). */
const STYLE = `ul{list-style:none;padding:0;margin:1rem 0}.card{margin:.75rem 0}.filters{margin:.1rem 0 .25rem;color:#4b5563}.state.on{color:#15803d}.state.off{color:#b91c1c}
button.stop{border-color:#b91c1c;background:#fff;color:#b91c1c}`;

/**
 * A person's tap on the link, arriving from outside the site (the SMS app, a browser's address bar): a browser's
 * top-level navigation (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`), not from one of our own pages
 * (`Sec-Fetch-Site` same-origin: the page's language switch), and no prefetch or prerender (`Sec-Purpose` /
 * `Purpose`). Link-preview fetchers (an SMS or chat app drawing a card), scanners and curl send no Sec-Fetch
 * headers: they get the page with a Stop button and stop nothing.
 */
function isPersonsTap(ctx: Context): boolean {
  const site = ctx.get('sec-fetch-site');
  return isBrowserNavigation(ctx) && site !== 'same-origin' && site !== 'same-site';
}

type Outcome = 'stopped' | 'resumed' | 'viewed';

interface Page {
  status: number;
  view: AlertStopView | null;
  outcome: Outcome;
}

/**
 * A search-alert SMS's two links, drawn by the server with no script (ADR 0009's reasons: they open on cheap phones
 * over slow networks), in the recipient's language (`?lang=` switches):
 * - GET /s/<code>: the short link, a 302 to the new home or to the alert's listing page; an unknown code a 404 page.
 * - GET /s/<stop token>: a person's tap stops the SMS's alerts at once (idempotent) and answers with what was
 *   stopped and an Undo button; anything else (a link preview, a prefetch) only shows them with a Stop button.
 * - POST /s/stop/<token> (`action` stop or resume): the buttons; answers with the page as it is then.
 * Never cached, never indexed, the token never sent on as a referrer.
 */
export function alertLinkPages(uses: Resolved<typeof alertLinkPagesNeeds>) {
  const product = uses.appConfig.productName;

  const failed = (error: unknown): Page => {
    if (error instanceof NotFoundError) return { status: 404, view: null, outcome: 'viewed' };
    throw error;
  };

  return async (ctx: Context, next: Next) => {
    const short = SHORT.exec(ctx.path);
    if (short && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      try {
        const path = await uses.openAlertLink.execute({ code: short[1]! });
        privatePage(ctx);
        ctx.redirect(path);
        return;
      } catch (error) {
        const page = failed(error);
        return answer(ctx, page, DEFAULT_LANGUAGE, null);
      }
    }
    const stop = STOP.exec(ctx.path);
    if (!stop || !['GET', 'HEAD', 'POST'].includes(ctx.method)) return next();
    const token = decodedSegment(stop[1]!);
    const asked = isLanguage(ctx.query.lang) ? ctx.query.lang : null;
    let page: Page;
    try {
      if (ctx.method === 'POST') {
        const action = (ctx.request.body as { action?: unknown } | undefined)?.action;
        page =
          action === 'resume'
            ? { status: 200, view: await uses.resumeAlertsByLink.execute({ token }), outcome: 'resumed' }
            : action === 'stop'
              ? { status: 200, view: await uses.stopAlertsByLink.execute({ token }), outcome: 'stopped' }
              : { status: 400, view: await uses.viewAlertStopLink.execute({ token }), outcome: 'viewed' };
      } else if (ctx.method === 'GET' && isPersonsTap(ctx)) {
        page = { status: 200, view: await uses.stopAlertsByLink.execute({ token }), outcome: 'stopped' };
      } else {
        page = { status: 200, view: await uses.viewAlertStopLink.execute({ token }), outcome: 'viewed' };
      }
    } catch (error) {
      page = failed(error);
    }
    // A tap and a preview answer differently: a cache between them must not mix them up (and keeps nothing anyway).
    ctx.vary(['Sec-Fetch-Mode', 'Sec-Fetch-Dest', 'Sec-Fetch-Site', 'Sec-Purpose', 'Purpose']);
    return answer(ctx, page, asked ?? page.view?.language ?? DEFAULT_LANGUAGE, { token, asked });
  };

  function answer(ctx: Context, page: Page, language: Language, stopLink: { token: string; asked: Language | null } | null): void {
    const self = stopLink ? `/s/stop/${encodeURIComponent(stopLink.token)}` : null;
    const content = render(page, { language, self, asked: stopLink?.asked ?? null });
    answerPage(ctx, { status: page.status, language, product, words: alertPageText, style: STYLE, content, self: page.view ? self : null });
  }
}

/**
 * An alert's search in a line ("2 BHK in Patna") and its other filters ("up to ₹15,000 · Semi-furnished"): the same
 * logic as the public site's alertTitle and alertFilters (web-public/src/search-alerts/alert-label.ts) over this
 * page's own catalogue; change one, change the other.
 */
export function alertLabel(alert: SearchAlert, language: Language): { title: string; filters: string } {
  const t = (key: AlertPageKey, params?: Record<string, string>) => alertPageText(language, key, params);
  const what = [alert.bhk === null ? null : alert.bhk === 0 ? '1 RK' : `${alert.bhk} BHK`, alert.propertyType ? t(`propertyType.${alert.propertyType}`) : null].filter(Boolean).join(' ');
  const title = t('inCity', { what: what || t('anyHome'), city: cityName(alert.city, language) });
  const rent =
    alert.minRent !== null && alert.maxRent !== null
      ? t('rentBetween', { min: indianGrouping(alert.minRent), max: indianGrouping(alert.maxRent) })
      : alert.maxRent !== null
        ? t('rentUpTo', { max: indianGrouping(alert.maxRent) })
        : alert.minRent !== null
          ? t('rentFrom', { min: indianGrouping(alert.minRent) })
          : null;
  const filters = [
    alert.text ? t('text', { text: alert.text }) : null,
    rent,
    alert.furnishing ? t(`furnishing.${alert.furnishing}`) : null,
    alert.preferredTenants ? t(`tenants.${alert.preferredTenants}`) : null,
    // Calendar dates as the public site writes them (web-public/src/i18n/format.ts): "24 Nov 2026", "24 नवंबर 2026".
    alert.availableBy
      ? t('availableBy', { date: calendarDayIn(language, alert.availableBy, { day: 'numeric', month: language === 'hi' ? 'long' : 'short', year: 'numeric' }) })
      : null,
    alert.verifiedOnly ? t('verifiedOnly') : null,
  ].filter((part): part is string => Boolean(part));
  return { title, filters: filters.join(' · ') };
}

/** The page's content; `self` is the stop link's address (none for an unknown short link). */
function render(page: Page, at: { language: Language; self: string | null; asked: Language | null }): string {
  const { language, self } = at;
  const t = (key: AlertPageKey, params?: Record<string, string>) => escapeHtml(alertPageText(language, key, params));
  const parts: string[] = [];
  const view = page.view;
  if (!view) {
    parts.push(`<h1>${t('headingActive')}</h1>`);
    parts.push(`<p class="notice error" role="alert" data-testid="notice">${t('notFound')}</p>`);
    parts.push(`<p class="help"><a href="/">${t('home')}</a> · <a href="/tenant/profile#alerts">${t('manage')}</a></p>`);
  } else {
    const anyActive = view.alerts.some((alert) => alert.isActive);
    parts.push(`<h1>${t(anyActive ? 'headingActive' : 'headingStopped')}</h1>`);
    const notice: { kind: 'ok' | 'warn'; key: AlertPageKey } =
      view.alerts.length === 0
        ? { kind: 'warn', key: 'noneLeft' }
        : page.outcome === 'stopped'
          ? { kind: 'ok', key: 'stoppedNow' }
          : page.outcome === 'resumed'
            ? { kind: 'ok', key: 'resumedNow' }
            : anyActive
              ? { kind: 'warn', key: 'activePreview' }
              : { kind: 'warn', key: 'stoppedAlready' };
    parts.push(`<p class="notice ${notice.kind}" role="status" data-testid="notice">${t(notice.key)}</p>`);
    if (view.alerts.length > 0) {
      parts.push('<ul>');
      for (const alert of view.alerts) {
        const label = alertLabel(alert, language);
        parts.push(
          `<li class="card" data-testid="alert" data-status="${alert.status}"><p class="title">${escapeHtml(label.title)}</p>` +
            (label.filters ? `<p class="filters">${escapeHtml(label.filters)}</p>` : '') +
            `<p class="state ${alert.isActive ? 'on' : 'off'}">${t(alert.isActive ? 'statusActive' : 'statusStopped')}</p>` +
            `<p class="help"><a href="${escapeHtml(listingPathFor(alert))}">${t('seeHomes')}</a></p></li>`,
        );
      }
      parts.push('</ul>');
      const action = `${self}${at.asked ? `?lang=${at.asked}` : ''}`;
      parts.push(
        anyActive
          ? `<form method="post" action="${escapeHtml(action)}"><button type="submit" name="action" value="stop" class="stop" data-testid="stop-button">${t('stop')}</button></form>`
          : `<form method="post" action="${escapeHtml(action)}"><button type="submit" name="action" value="resume" data-testid="undo-button">${t('undo')}</button></form>`,
      );
    }
    parts.push(`<p class="help"><a href="/tenant/profile#alerts">${t('manage')}</a></p>`);
  }
  return parts.join('');
}
