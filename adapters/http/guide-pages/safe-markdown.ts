import MarkdownIt from 'markdown-it';
import { escapeHtml } from '../server-page.js';

/**
 * A guide's Markdown (written in the console: untrusted) as HTML safe to put in a page, by markdown-it (CommonMark):
 * headings (the body's top level becomes h2, the page's h1 being the title), paragraphs, lists, quotes, code spans
 * and fences, rules, strong, emphasis, [links](https://…) and <https://…>.
 *
 * Safe by construction: `html: false`, so raw HTML (script, style, iframe, an inline handler such as onerror=) is
 * shown as text; images are off (a guide's photos are not hot-linked); a fence's info string is dropped, so the only
 * attribute on any tag is a link's href (with its fixed rel) and an ordered list's start. A link's address must be
 * http(s) or a path on this site (`/guides/…`): any other (javascript:, data:, vbscript:, a protocol-relative
 * //host) is not a link, and its source shows as text. markdown-it's parser is linear on hostile input.
 */
export function renderSafeMarkdown(source: string): string {
  return markdown.render(source).trimEnd();
}

/** A link's address when it may be followed: http(s), or a path on this site; null otherwise. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (href.startsWith('/')) return /^\/(?![/\\])/.test(href) && !/[\u0000-\u001f\s]/.test(href) ? href : null;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const LINK_REL = 'nofollow noopener noreferrer';

const markdown = new MarkdownIt('commonmark', { html: false, xhtmlOut: false, linkify: false, typographer: false });
markdown.disable(['image', 'html_block', 'html_inline']);
// Checked on the address as written after markdown-it decodes its entities (`jav&#x61;script:` is javascript:).
markdown.validateLink = (url) => safeHref(url) !== null;

markdown.renderer.rules.link_open = (tokens, index) => {
  const href = safeHref(tokens[index]!.attrGet('href') ?? '') ?? '';
  return `<a href="${escapeHtml(href)}" rel="${LINK_REL}">`;
};
markdown.renderer.rules.fence = (tokens, index) => `<pre><code>${escapeHtml(tokens[index]!.content)}</code></pre>\n`;
markdown.renderer.rules.code_block = markdown.renderer.rules.fence;

// The body's top heading level becomes h2 (whether its author wrote # or ##), the next h3, so no level is skipped
// under the page's h1.
markdown.core.ruler.push('headings_under_title', (state) => {
  const headings = state.tokens.filter((token) => token.type === 'heading_open' || token.type === 'heading_close');
  const top = Math.min(7, ...headings.map((token) => Number(token.tag.slice(1))));
  for (const token of headings) token.tag = `h${Math.min(6, Number(token.tag.slice(1)) - top + 2)}`;
  return true;
});
