import type { Context, Next } from 'koa';
import { GUIDES_PER_PAGE, ListPublishedGuides } from '../../../application/guides/list-published-guides.use-case.js';
import { ReadPublishedGuide } from '../../../application/guides/read-published-guide.use-case.js';
import { GuideTopics, type Guide, type GuideTopic } from '../../../domain/guides/guide.js';
import { GuideNotFoundError } from '../../../domain/guides/guides.errors.js';
import { cityName } from '../../../domain/properties/city-names.js';
import { Cities, type City } from '../../../domain/properties/property-options.js';
import { guidePageText, type GuidePageKey } from '../../../domain/shared/catalogue/pages/guide-pages.texts.js';
import { INDIA_TIME_ZONE } from '../../../domain/shared/india-date.js';
import type { Language } from '../../../domain/shared/language.js';
import { AppConfig } from '../../config.js';
import type { Resolved } from '../../typed-binding.js';
import { pageLanguage } from '../contract/language-cookie.js';
import { answerPage, decodedSegment, escapeHtml } from '../server-page.js';
import { siteOrigin } from '../site-origin.js';
import { renderSafeMarkdown } from './safe-markdown.js';

export const guidePagesNeeds = { listPublishedGuides: ListPublishedGuides, readPublishedGuide: ReadPublishedGuide, appConfig: AppConfig };

/** The guides' list (the footer's "Articles" links here). */
export const GUIDES_PATH = '/guides';
const LIST = /^\/guides\/?$/;
const ONE = /^\/guides\/([^/]+)\/?$/;

/** This family's own rules, after the shared ones (server-page.ts): readable on a 360 px phone, no script. */
const STYLE = `main{max-width:42rem}.crumbs{margin:0 0 .75rem}.guides{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.guides h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#4b5563;font-size:.9rem;margin:.25rem 0}.tag{display:inline-block;background:#e0e7ff;color:#1e3a8a;border-radius:999px;padding:0 .5rem;font-size:.85rem}
.filters{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;margin:1rem 0}.filters label{display:block;font-weight:600;font-size:.9rem}
.filters select{font:inherit;padding:.5rem;border:1px solid #9ca3af;border-radius:.5rem;background:#fff;min-width:9rem;max-width:100%}.filters button{min-height:2.75rem}
.pager{display:flex;justify-content:space-between;gap:.5rem;margin:1rem 0;flex-wrap:wrap}.article{overflow-wrap:anywhere}.article h2{font-size:1.15rem;margin:1.25rem 0 .5rem}
.article h3,.article h4,.article h5,.article h6{font-size:1rem;margin:1rem 0 .5rem}.article pre{background:#f3f4f6;padding:.75rem;border-radius:.5rem;overflow-x:auto;white-space:pre-wrap}
.article blockquote{margin:.75rem 0;padding:.25rem .75rem;border-left:4px solid #b45309;background:#fffbeb}.article li{margin:.25rem 0}
.summary{font-size:1.05rem;color:#374151}.translation{margin:.5rem 0 1rem}`;

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const OG_LOCALES: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

const pick = <T extends string>(value: string | null, options: readonly T[]): T | undefined => (value && (options as readonly string[]).includes(value) ? (value as T) : undefined);

/**
 * The published guides as pages the server draws, with no script (docs/contexts/guides.md): GET /guides lists them
 * in the reader's language (`?lang=`, else the `lang` cookie), newest first, filtered by `topic` and `city` with a
 * plain GET form and paged by `page`; GET /guides/{slug} shows one, its Markdown turned into sanitised HTML
 * (safe-markdown.ts), with Open Graph tags for a shared link and a link to its translation. A draft, or an
 * address no guide has, is a 404 page.
 */
export function guidePages(uses: Resolved<typeof guidePagesNeeds>) {
  const product = uses.appConfig.productName;

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (LIST.test(ctx.path)) {
      (ctx as Context & { _matchedRoute?: string })._matchedRoute = GUIDES_PATH;
      return list(ctx);
    }
    const one = ONE.exec(ctx.path);
    if (!one) return next();
    (ctx as Context & { _matchedRoute?: string })._matchedRoute = `${GUIDES_PATH}/:slug`;
    const slug = decodedSegment(one[1]!);
    try {
      const { guide, translation } = await uses.readPublishedGuide.execute(slug.slice(0, 200));
      return show(ctx, guide, translation);
    } catch (error) {
      if (!(error instanceof GuideNotFoundError)) throw error;
      const language = pageLanguage(ctx.querystring, ctx.get('cookie')).language;
      const t = (key: GuidePageKey) => escapeHtml(guidePageText(language, key));
      const content = `<h1>${t('notFound')}</h1><p>${t('notFoundBody')}</p><p><a href="${GUIDES_PATH}?lang=${language}">${t('allGuides')}</a></p>`;
      answerPage(ctx, { status: 404, language, product, words: frameWords(), style: STYLE, content, self: null, open: {} });
    }
  };

  async function list(ctx: Context): Promise<void> {
    const language = pageLanguage(ctx.querystring, ctx.get('cookie')).language;
    const query = new URLSearchParams(ctx.querystring);
    const topic = pick<GuideTopic>(query.get('topic'), GuideTopics);
    const city = pick<City>(query.get('city'), Cities);
    const page = Math.max(1, Math.min(Number.parseInt(query.get('page') ?? '1', 10) || 1, 1000));
    const found = await uses.listPublishedGuides.execute({ language, topic, city, page });
    const pages = Math.max(1, Math.ceil(found.total / GUIDES_PER_PAGE));
    const t = (key: GuidePageKey, params?: Record<string, string>) => escapeHtml(guidePageText(language, key, params));
    const address = (p: number) => {
      const params = new URLSearchParams({ lang: language });
      if (topic) params.set('topic', topic);
      if (city) params.set('city', city);
      if (p > 1) params.set('page', String(p));
      return `${GUIDES_PATH}?${params.toString()}`;
    };
    const option = (value: string, label: string, chosen: string | undefined) => `<option value="${escapeHtml(value)}"${chosen === value ? ' selected' : ''}>${escapeHtml(label)}</option>`;
    const items = found.items.map(
      (g) =>
        `<li class="card" data-testid="guide-item"><h2><a href="${GUIDES_PATH}/${encodeURIComponent(g.slug)}">${escapeHtml(g.title)}</a></h2>` +
        `<p class="meta"><span class="tag">${t(`topic.${g.topic}`)}</span> · ${place(language, g)}${g.publishedAt ? ` · ${t('published', { date: dateIn(language, g.publishedAt) })}` : ''}</p>` +
        `<p>${escapeHtml(g.summary)}</p></li>`,
    );
    const pager =
      pages > 1
        ? `<nav class="pager" aria-label="${t('pages')}">${page > 1 ? `<a href="${escapeHtml(address(page - 1))}" rel="prev">${t('previous')}</a>` : '<span></span>'}` +
          `<span>${t('page', { page: String(Math.min(page, pages)), pages: String(pages) })}</span>` +
          `${page < pages ? `<a href="${escapeHtml(address(page + 1))}" rel="next">${t('next')}</a>` : '<span></span>'}</nav>`
        : '';
    const content = [
      `<p class="crumbs"><a href="/${language === 'en' ? '' : `?lang=${language}`}">${t('home')}</a></p>`,
      `<h1>${t('heading')}</h1>`,
      `<p class="help">${t('intro')}</p>`,
      `<form method="get" action="${GUIDES_PATH}" class="filters" role="search" aria-label="${t('filters')}" data-testid="guide-filters">`,
      `<input type="hidden" name="lang" value="${language}">`,
      `<div><label for="topic">${t('topic')}</label><select id="topic" name="topic">${option('', guidePageText(language, 'anyTopic'), topic ?? '')}${GuideTopics.map((v) => option(v, guidePageText(language, `topic.${v}`), topic)).join('')}</select></div>`,
      `<div><label for="city">${t('city')}</label><select id="city" name="city">${option('', guidePageText(language, 'anyCity'), city ?? '')}${Cities.map((v) => option(v, cityName(v, language), city)).join('')}</select></div>`,
      `<button type="submit">${t('apply')}</button></form>`,
      found.items.length ? `<p class="meta">${t('count', { count: String(found.total) })}</p><ul class="guides">${items.join('')}</ul>` : `<p class="notice warn" data-testid="guides-empty">${t('empty')}</p>`,
      pager,
    ].join('');
    const origin = siteOrigin(ctx, uses.appConfig);
    const head = openGraph({
      type: 'website',
      title: guidePageText(language, 'title', { product }),
      description: guidePageText(language, 'intro'),
      url: origin ? `${origin}${GUIDES_PATH}?lang=${language}` : null,
      language,
      product,
    });
    answerPage(ctx, { status: 200, language, product, words: frameWords(), style: STYLE, content, self: GUIDES_PATH, open: { head } });
  }

  function show(ctx: Context, guide: Guide, translation: Guide | null): void {
    const language = guide.language;
    const t = (key: GuidePageKey, params?: Record<string, string>) => escapeHtml(guidePageText(language, key, params));
    const link = (g: Guide) => `${GUIDES_PATH}/${encodeURIComponent(g.slug)}`;
    const content = [
      `<p class="crumbs"><a href="${GUIDES_PATH}?lang=${language}">${t('allGuides')}</a></p>`,
      `<article>`,
      `<h1>${escapeHtml(guide.title)}</h1>`,
      `<p class="meta"><span class="tag">${t(`topic.${guide.topic}`)}</span> · ${place(language, guide)}${guide.publishedAt ? ` · ${t('published', { date: dateIn(language, guide.publishedAt) })}` : ''}</p>`,
      translation
        ? `<p class="translation"><a href="${link(translation)}" hreflang="${translation.language}" lang="${translation.language}" data-testid="guide-translation">${escapeHtml(guidePageText(translation.language, 'translation'))}</a></p>`
        : '',
      `<p class="summary">${escapeHtml(guide.summary)}</p>`,
      `<div class="article" data-testid="guide-body">${renderSafeMarkdown(guide.body)}</div>`,
      `</article>`,
    ].join('');
    const origin = siteOrigin(ctx, uses.appConfig);
    const head =
      openGraph({ type: 'article', title: guide.title, description: guide.summary, url: origin ? `${origin}${link(guide)}` : null, language, product }) +
      (origin ? `<link rel="canonical" href="${escapeHtml(`${origin}${link(guide)}`)}">` : '') +
      (origin && translation
        ? `<link rel="alternate" hreflang="${guide.language}" href="${escapeHtml(`${origin}${link(guide)}`)}"><link rel="alternate" hreflang="${translation.language}" href="${escapeHtml(`${origin}${link(translation)}`)}">`
        : '') +
      (translation ? `<meta property="og:locale:alternate" content="${OG_LOCALES[translation.language]}">` : '') +
      (guide.publishedAt ? `<meta property="article:published_time" content="${guide.publishedAt.toISOString()}">` : '');
    answerPage(ctx, { status: 200, language, product, words: frameWords(guide.title), style: STYLE, content, self: null, open: { head } });
  }
}

/** The frame's words: a guide's page is titled by the guide. */
function frameWords(title?: string) {
  return (language: Language, key: 'title' | 'language', params?: Record<string, string>) =>
    key === 'title' && title ? `${title} | ${params?.product ?? ''}` : guidePageText(language, key, params);
}

function place(language: Language, guide: Guide): string {
  return escapeHtml(guide.city ? guidePageText(language, 'forCity', { city: cityName(guide.city, language) }) : guidePageText(language, 'forAllCities'));
}

function dateIn(language: Language, at: Date): string {
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }).format(at);
}

/** Open Graph and Twitter tags of a shared link (the words escaped here). */
function openGraph(at: { type: 'website' | 'article'; title: string; description: string; url: string | null; language: Language; product: string }): string {
  const tag = (attribute: 'property' | 'name', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    tag('name', 'description', at.description),
    tag('property', 'og:type', at.type),
    tag('property', 'og:title', at.title),
    tag('property', 'og:description', at.description),
    tag('property', 'og:site_name', at.product),
    tag('property', 'og:locale', OG_LOCALES[at.language]),
    ...(at.url ? [tag('property', 'og:url', at.url)] : []),
    tag('name', 'twitter:card', 'summary'),
    tag('name', 'twitter:title', at.title),
    tag('name', 'twitter:description', at.description),
  ].join('');
}
