import type { Context, Next } from 'koa';
import { GetSupportStatus } from '../../../application/customer-service/get-support-status.use-case.js';
import { HELP_QUERY_MAX, matchesQuery, queryWords } from '../../../domain/customer-service/help-search.js';
import type { SupportStatus } from '../../../domain/customer-service/support-hours.js';
import { HELP_PAGE_TEXTS, HELP_QUESTIONS, helpPageText, type HelpPageKey } from '../../../domain/shared/catalogue/pages/help-page.texts.js';
import { INDIA_TIME_ZONE } from '../../../domain/shared/india-date.js';
import type { Language } from '../../../domain/shared/language.js';
import { AppConfig } from '../../config.js';
import type { Resolved } from '../../typed-binding.js';
import { telLink, whatsappLink } from '../../../domain/shared/contact-links.js';
import { pageLanguage } from '../contract/language-cookie.js';
import { answerPage, escapeHtml } from '../server-page.js';
import { siteOrigin } from '../site-origin.js';
import { HELP_SEARCH_SCRIPT } from './help-search-script.js';

export const helpPageNeeds = { getSupportStatus: GetSupportStatus, appConfig: AppConfig };

/** The help page (the footer's "Customer Service" links here) and its one script. */
export const HELP_PATH = '/help';
export const HELP_SCRIPT_PATH = '/help/search.js';
const PAGE = /^\/help\/?$/;

const STYLE = `main{max-width:40rem}.status{font-weight:700;margin:0 0 .25rem}.open{color:#166534}.closed{color:#92400e}
.contact{display:grid;gap:.5rem;margin:.75rem 0 0;padding:0;list-style:none}.contact a{font-weight:600}
.search{display:flex;gap:.5rem;flex-wrap:wrap;align-items:end;margin:1rem 0 .5rem}.search div{flex:1 1 12rem}.search label{display:block;font-weight:600}
.search input{font:inherit;width:100%;padding:.6rem;border:1px solid #9ca3af;border-radius:.5rem}.search button{min-height:2.75rem}
.faqs{display:grid;gap:.5rem}details{background:#fff;border-radius:.75rem;padding:.75rem 1rem;box-shadow:0 1px 2px rgba(0,0,0,.08)}
summary{font-weight:600;cursor:pointer;min-height:2rem}details p{margin:.5rem 0 0}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}`;

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * Customer service's help page at /help, drawn by the server (docs/contexts/customer-service.md): the support line's
 * state now in India time ("open now" or "opens at …", from the Clock), its hours, phone, WhatsApp and e-mail, and
 * the common questions. Searching works without script (a GET form: `?q=` filters on the server) and, with the page's
 * one script (/help/search.js), as a person types. In the reader's language (`?lang=`, else the `lang` cookie).
 */
export function helpPage(uses: Resolved<typeof helpPageNeeds>) {
  const { productName: product, contact } = uses.appConfig;

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === HELP_SCRIPT_PATH) {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = HELP_SEARCH_SCRIPT;
      return;
    }
    if (!PAGE.test(ctx.path)) return next();
    (ctx as Context & { _matchedRoute?: string })._matchedRoute = HELP_PATH;
    const language = pageLanguage(ctx.querystring, ctx.get('cookie')).language;
    const q = (new URLSearchParams(ctx.querystring).get('q') ?? '').slice(0, HELP_QUERY_MAX).trim();
    const content = render(language, q, uses.getSupportStatus.execute());
    const origin = siteOrigin(ctx, uses.appConfig);
    const meta = (attribute: string, key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
    const head =
      meta('name', 'description', helpPageText(language, 'intro')) +
      meta('property', 'og:type', 'website') +
      meta('property', 'og:title', helpPageText(language, 'title', { product })) +
      meta('property', 'og:description', helpPageText(language, 'intro')) +
      (origin ? meta('property', 'og:url', `${origin}${HELP_PATH}?lang=${language}`) : '');
    // The state "open now" changes with the clock: a cache keeps the page a minute at most.
    answerPage(ctx, { status: 200, language, product, words: helpPageText, style: STYLE, content, self: HELP_PATH, open: { head, scripts: [HELP_SCRIPT_PATH], maxAgeSeconds: 60 } });
  };

  function render(language: Language, q: string, status: SupportStatus): string {
    const t = (key: HelpPageKey, params?: Record<string, string>) => escapeHtml(helpPageText(language, key, params));
    const time = (at: Date) => new Intl.DateTimeFormat(LOCALES[language], { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA_TIME_ZONE }).format(at);
    const state = status.open
      ? `<p class="status open" data-testid="support-status" data-open="true">${t('openNow', { time: time(status.closesAt) })}</p>`
      : `<p class="status closed" data-testid="support-status" data-open="false">${
          status.inDays === 0
            ? t('opensToday', { time: time(status.opensAt) })
            : status.inDays === 1
              ? t('opensTomorrow', { time: time(status.opensAt) })
              : t('opensOn', { day: helpPageText(language, `day.${status.weekday}` as HelpPageKey), time: time(status.opensAt) })
        }</p>`;
    const whatsapp = whatsappLink(contact.whatsappNumber);
    const words = queryWords(q);
    const answers = HELP_QUESTIONS.map((id) => ({ id, question: helpPageText(language, `faq.${id}.q`), answer: helpPageText(language, `faq.${id}.a`) })).filter(
      (faq) => matchesQuery(`${faq.question} ${faq.answer}`, words),
    );
    const searched = words.length > 0;
    const summary = searched ? helpPageText(language, answers.length ? 'matches' : 'noMatch', { count: String(answers.length), q }) : '';
    return [
      `<p class="crumbs"><a href="/${language === 'en' ? '' : `?lang=${language}`}">${t('home')}</a></p>`,
      `<h1>${t('heading')}</h1>`,
      `<p class="help">${t('intro')}</p>`,
      `<section class="card" aria-labelledby="contact-heading"><h2 id="contact-heading">${t('contact')}</h2>${state}<p>${t('hours')}</p>`,
      `<ul class="contact">`,
      `<li>${t('phone')}: <a href="${escapeHtml(telLink(contact.supportPhone))}" data-testid="help-phone">${escapeHtml(contact.supportPhone)}</a></li>`,
      whatsapp ? `<li>${t('whatsapp')}: <a href="${escapeHtml(whatsapp)}" rel="noopener" data-testid="help-whatsapp">${t('whatsappChat')}</a></li>` : '',
      `<li>${t('email')}: <a href="mailto:${escapeHtml(contact.supportEmail)}">${escapeHtml(contact.supportEmail)}</a></li>`,
      `</ul><p class="help">${t('callbackNote')}</p></section>`,
      `<h2 id="faq-heading">${t('questions')}</h2>`,
      `<form method="get" action="${HELP_PATH}" class="search" role="search" data-testid="help-search">`,
      `<input type="hidden" name="lang" value="${language}">`,
      `<div><label for="q">${t('searchLabel')}</label><input id="q" name="q" type="search" value="${escapeHtml(q)}" maxlength="${HELP_QUERY_MAX}" placeholder="${t('searchPlaceholder')}" autocomplete="off"></div>`,
      `<button type="submit">${t('search')}</button></form>`,
      `<p id="help-status" role="status" aria-live="polite" data-matches="${escapeHtml(HELP_PAGE_TEXTS[language].matches)}" data-none="${escapeHtml(HELP_PAGE_TEXTS[language].noMatch)}">${escapeHtml(summary)}</p>`,
      searched ? `<p><a href="${HELP_PATH}?lang=${language}">${t('clear')}</a></p>` : '',
      `<div class="faqs" aria-labelledby="faq-heading">`,
      ...answers.map((faq) => `<details data-faq="${faq.id}"${searched ? ' open' : ''}><summary>${escapeHtml(faq.question)}</summary><p>${escapeHtml(faq.answer)}</p></details>`),
      `</div>`,
      `<p><a href="/guides?lang=${language}">${t('guides')}</a> · <a href="/rent-receipt?lang=${language}">${t('receipts')}</a></p>`,
    ].join('');
  }
}
