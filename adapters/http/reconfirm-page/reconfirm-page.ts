import type { Context, Next } from 'koa';
import { UseReconfirmLink } from '../../../application/properties/use-reconfirm-link.use-case.js';
import { ViewReconfirmLink } from '../../../application/properties/view-reconfirm-link.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { Logger } from '../../../application/shared/ports/logger.port.js';
import { calendarDayIn, dayIn, lastDayInSearchIn, timeIn } from '../../../application/shared/day-in.js';
import { searchUntil } from '../../../domain/properties/last-day-in-search.js';
import { isReconfirmAction, type ReconfirmLinkState } from '../../../domain/properties/reconfirm-link.js';
import { ReconfirmActionError, ReconfirmLinkConflictError } from '../../../domain/properties/reconfirm-link.errors.js';
import { ConcurrentModificationError, DomainError, ValidationError } from '../../../domain/shared/domain-error.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/shared/language.js';
import { AppConfig } from '../../config.js';
import type { Resolved } from '../../typed-binding.js';
import { STATUS_BY_KIND } from '../error-middleware.js';
import { answerPage, decodedSegment, escapeHtml } from '../server-page.js';
import { pageText, type ReconfirmPageKey } from '../../../domain/shared/catalogue/pages/reconfirm-page.texts.js';

export const reconfirmPageNeeds = { viewReconfirmLink: ViewReconfirmLink, useReconfirmLink: UseReconfirmLink, clock: Clock, appConfig: AppConfig, logger: Logger };

/** The short link of the reminder SMS: https://<site>/o/<token>. */
const PATH = /^\/o\/([^/]{1,200})\/?$/;

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
/** "22 Dec 2026" / "22 दिस॰ 2026", India time. */
const day = (language: Language, date: Date) => dayIn(language, date, DAY);
/** "Shows in search until {date}" of a window ending at `listedUntil`: the last day it is in search all day (lastDayInSearch). */
const untilDay = (language: Language, listedUntil: Date) => lastDayInSearchIn(language, listedUntil, DAY);
/**
 * "Shows in search until 21 Dec 2026." at `now` (searchUntil): on the window's last day, before it ends, "until
 * today, 3:30 pm" instead (the day before would be yesterday).
 */
const inSearchUntil = (language: Language, listedUntil: Date, now: Date) => {
  const until = searchUntil(listedUntil, now);
  return 'day' in until
    ? pageText(language, 'inSearchUntil', { date: calendarDayIn(language, until.day, DAY) })
    : pageText(language, 'inSearchUntilToday', { time: timeIn(language, until.todayUntil) });
};

/** This page's own rules, after the shared ones (server-page.ts). */
const STYLE = `.card{margin:1rem 0}.place{margin:.1rem 0 .5rem;color:#4b5563}button.secondary{background:#fff;color:#15803d}.help{font-size:.9rem}`;

interface Notice {
  kind: 'ok' | 'warn' | 'error';
  /** In the page's language (the owner's, or the one asked for with `?lang=`). */
  text: (language: Language) => string;
}

interface Page {
  status: number;
  state: ReconfirmLinkState | null;
  notice: Notice | null;
  canAct: boolean;
  /** The way on for a link that cannot act: sign in (expired), or the owner's listings. */
  next: 'manage' | 'signIn' | null;
}

/**
 * The page the reminder SMS links to (`/o/<token>`): drawn by the server in the owner's language (a `?lang=`
 * switch on top), no script at all and a few kB, as it opens on cheap phones over slow networks. GET only shows
 * the listing (title, locality, until when it shows in search) and, while the link may act, a form with two
 * buttons; the form's POST does what was tapped (UseReconfirmLink, as POST /api/v1/reconfirm-links/{token}) and
 * answers with the outcome. Every refusal is a page with its status: 404 unknown, 410 expired, 403 blocked owner,
 * 400 a tampered form, and for a tap 409 used (with the listing as it is now) or its window over (a look at such a
 * link is a 200 saying the same).
 */
export function reconfirmPage(uses: Resolved<typeof reconfirmPageNeeds>) {
  const now = () => uses.clock.now();

  const refusal = (error: unknown): Page => {
    if (error instanceof ReconfirmLinkConflictError) {
      const { link, property } = error.state;
      const text = (language: Language) =>
        error.reason === 'USED'
          ? pageText(language, 'used', { date: day(language, link.usedAt ?? now()), action: pageText(language, link.usedAction === 'mark_rented' ? 'usedRented' : 'usedStill') })
          : pageText(language, property.status === 'LIVE' ? 'windowChanged' : 'notLive');
      return { status: 409, state: error.state, notice: { kind: 'warn', text }, canAct: false, next: 'manage' };
    }
    if (error instanceof DomainError) {
      const status = STATUS_BY_KIND[error.kind];
      const key: ReconfirmPageKey = status === 410 ? 'expired' : status === 403 ? 'blocked' : status === 404 ? 'notFound' : 'failed';
      return { status, state: null, notice: { kind: 'error', text: (language) => pageText(language, key) }, canAct: false, next: status === 403 ? null : 'signIn' };
    }
    uses.logger.error('reconfirmation page failed', { err: error });
    return { status: 500, state: null, notice: { kind: 'error', text: (language) => pageText(language, 'failed') }, canAct: false, next: null };
  };

  const show = async (token: string): Promise<Page> => {
    try {
      const view = await uses.viewReconfirmLink.execute(token);
      // Looking at a used link (or one whose window is over) is no conflict: the page says so, as a 200.
      if (view.state !== 'OPEN') return { ...refusal(new ReconfirmLinkConflictError(view.state, view)), status: 200 };
      return { status: 200, state: view, notice: null, canAct: true, next: null };
    } catch (error) {
      return refusal(error);
    }
  };

  const act = async (token: string, action: unknown): Promise<Page> => {
    try {
      if (!isReconfirmAction(action)) throw new ReconfirmActionError();
      const done = await uses.useReconfirmLink.execute({ token, action });
      const text = (language: Language) =>
        done.link.usedAction === 'reconfirm'
          ? pageText(language, 'doneReconfirmed', { date: untilDay(language, done.property.listedUntil!) })
          : pageText(language, 'doneRented');
      return { status: 200, state: done, notice: { kind: 'ok', text }, canAct: false, next: 'manage' };
    } catch (error) {
      // A form that did not come from this page (no or a made-up action): show the page again, buttons and all.
      if (error instanceof ValidationError) {
        const again = await show(token);
        return again.canAct ? { ...again, status: 400, notice: { kind: 'error', text: (language) => pageText(language, 'badAction') } } : again;
      }
      // The listing changed between the read and the save (an edit at that very moment): nothing was done and the
      // link is still unused, so the page comes back with its buttons and asks for the tap again.
      if (error instanceof ConcurrentModificationError) {
        const again = await show(token);
        return again.canAct ? { ...again, status: 409, notice: { kind: 'error', text: (language) => pageText(language, 'changedMeanwhile') } } : again;
      }
      return refusal(error);
    }
  };

  return async (ctx: Context, next: Next) => {
    const match = PATH.exec(ctx.path);
    if (!match || !['GET', 'HEAD', 'POST'].includes(ctx.method)) return next();
    const token = decodedSegment(match[1]!);
    const asked = isLanguage(ctx.query.lang) ? ctx.query.lang : null;
    const page = ctx.method === 'POST' ? await act(token, (ctx.request.body as { action?: unknown } | undefined)?.action) : await show(token);
    const language = asked ?? page.state?.language ?? DEFAULT_LANGUAGE;
    const self = `/o/${encodeURIComponent(token)}`;
    const content = render(page, { self, language, asked, now: now() });
    answerPage(ctx, { status: page.status, language, product: uses.appConfig.productName, words: pageText, style: STYLE, content, self });
  };
}

/** The page's content; `self` is the link's own address. */
function render(page: Page, at: { self: string; language: Language; asked: Language | null; now: Date }): string {
  const { language, self } = at;
  const t = (key: ReconfirmPageKey, params?: Record<string, string>) => escapeHtml(pageText(language, key, params));
  const parts: string[] = [];
  parts.push(`<h1>${t(page.canAct ? 'heading' : 'headingOther')}</h1>`);
  if (page.state) {
    const { property } = page.state;
    const until = property.listedUntil;
    const stateLine =
      property.status === 'LIVE' && until && property.isPublic(at.now)
        ? escapeHtml(inSearchUntil(language, until, at.now))
        : property.status === 'LIVE' && until
          ? t('outOfSearchSince', { date: day(language, until) })
          : property.status === 'RENTED'
            ? t('rentedState')
            : t('notLiveState');
    parts.push(
      `<section class="card" aria-label="${escapeHtml(property.title)}"><p class="title">${escapeHtml(property.title)}</p>` +
        `<p class="place">${escapeHtml(property.locality)}</p><p class="state" data-testid="listing-state">${stateLine}</p></section>`,
    );
  }
  if (page.notice) {
    parts.push(`<p class="notice ${page.notice.kind}" role="${page.notice.kind === 'ok' ? 'status' : 'alert'}" data-testid="notice">${escapeHtml(page.notice.text(language))}</p>`);
  }
  if (page.canAct) {
    const action = `${self}${at.asked ? `?lang=${at.asked}` : ''}`;
    parts.push(`<p>${t('intro')}</p>`);
    parts.push(
      `<form method="post" action="${escapeHtml(action)}">` +
        `<button type="submit" name="action" value="reconfirm">${t('still')}</button>` +
        `<button type="submit" name="action" value="mark_rented" class="secondary">${t('rented')}</button></form>`,
    );
  }
  if (page.next === 'manage') parts.push(`<p class="help"><a href="/owner/your-property">${t('manage')}</a></p>`);
  if (page.next === 'signIn') parts.push(`<p class="help"><a href="/owner/login">${t('signIn')}</a></p>`);
  return parts.join('');
}
