import { escapeHtml } from '../server-page.js';

/**
 * A guide's Markdown (written in the console: untrusted) as HTML safe to put in a page. The subset a guide needs,
 * CommonMark-like: headings (the body's top level becomes h2, the page's h1 being the title), paragraphs, `-`/`*`/`+` and `1.` lists,
 * `>` quotes, ``` fences, `---` rules, **strong**, *emphasis*, `code`, [links](https://…) and <https://…>.
 *
 * Safe by construction, as markdown-it with `html: false` is: every character of the source reaches the page
 * escaped, and the only tags in the answer are the ones written here, with no attribute but a link's href (and
 * its fixed rel). Raw HTML is shown as text, so no script, style, iframe or inline handler (onerror=…) can pass.
 * A link's address must be http(s) or a path on this site (`/guides/…`); any other (javascript:, data:, vbscript:,
 * a protocol-relative //host) leaves its text unlinked. Every pattern is bounded, so no input makes it slow.
 */
export function renderSafeMarkdown(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  // The body's top heading level becomes h2 (whether its author wrote # or ##), so no level is skipped under the h1.
  const top = lines.reduce((least, line) => Math.min(least, HEADING.exec(line)?.[1]?.length ?? 7), 7);
  return blocks(lines, 0, top - 1);
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

const MAX_QUOTE_DEPTH = 4;

const FENCE = /^ {0,3}(```+|~~~+)/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*#*[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}>[ ]?(.*)$/;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const BLANK = /^\s*$/;

function startsBlock(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || BULLET.test(line) || NUMBERED.test(line);
}

function blocks(lines: string[], depth: number, shift = 0): string {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (BLANK.test(line)) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!)) code.push(lines[i++]!);
      i += 1; // the closing fence (or the end)
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(Math.max(heading[1]!.length - shift, 1) + 1, 6);
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      out.push('<hr>');
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) inner.push(QUOTE.exec(lines[i++]!)![1]!);
      out.push(depth < MAX_QUOTE_DEPTH ? `<blockquote>${blocks(inner, depth + 1, shift)}</blockquote>` : `<blockquote><p>${inline(inner.join('\n'))}</p></blockquote>`);
      continue;
    }
    const list = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (list) {
      const items: string[] = [];
      const first = list === NUMBERED ? Number(NUMBERED.exec(line)![1]) : 1;
      while (i < lines.length && list.test(lines[i]!)) {
        const match = list.exec(lines[i++]!)!;
        const item = [list === NUMBERED ? match[2]! : match[1]!];
        // Continuation lines: indented, or plain text that starts no other block.
        while (i < lines.length && !BLANK.test(lines[i]!) && !list.test(lines[i]!) && (/^\s{2,}/.test(lines[i]!) || !startsBlock(lines[i]!))) item.push(lines[i++]!.trim());
        items.push(`<li>${inline(item.join('\n'))}</li>`);
        // A blank line between items keeps the list going.
        if (i + 1 < lines.length && BLANK.test(lines[i] ?? 'x') && list.test(lines[i + 1]!)) i += 1;
      }
      const tag = list === NUMBERED ? 'ol' : 'ul';
      out.push(`<${tag}${tag === 'ol' && first !== 1 ? ` start="${first}"` : ''}>${items.join('')}</${tag}>`);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && !BLANK.test(lines[i]!) && (paragraph.length === 0 || !startsBlock(lines[i]!))) paragraph.push(lines[i++]!.trim());
    out.push(`<p>${inline(paragraph.join('\n'))}</p>`);
  }
  return out.join('\n');
}

/** Inline patterns, each tried where the text stands (sticky) and bounded in length. */
const CODE_SPAN = /`([^`\n]{1,1000})`/y;
const IMAGE = /!\[([^\]\n]{0,500})\]\(([^\s()]{0,2000})(?:[ \t]+"[^"\n]{0,300}")?\)/y;
const LINK = /\[([^\]\n]{1,500})\]\(\s*([^\s()]{1,2000})(?:[ \t]+"[^"\n]{0,300}")?\s*\)/y;
const AUTOLINK = /<(https?:\/\/[^\s<>]{1,2000})>/y;
const STRONG = /(\*\*|__)(?=\S)([^\n]{0,500}?\S)\1/y;
const EMPHASIS = /([*_])(?=[^\s*_])([^\n]{0,500}?[^\s*_])\1/y;
const ESCAPED = /\\([\\`*_{}[\]()#+\-.!<>|~])/y;
const PLAIN = /[^`![<*_\\\n]+/y;

function at(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

function inline(text: string, inLink = false): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    let m: RegExpExecArray | null;
    if ((m = at(PLAIN, text, i))) {
      out += escapeHtml(m[0]);
    } else if ((m = at(ESCAPED, text, i))) {
      out += escapeHtml(m[1]!);
    } else if ((m = at(CODE_SPAN, text, i))) {
      out += `<code>${escapeHtml(m[1]!)}</code>`;
    } else if ((m = at(IMAGE, text, i))) {
      out += escapeHtml(m[1]!); // no pictures in a guide: the description stands in
    } else if (!inLink && (m = at(LINK, text, i))) {
      out += anchor(m[2]!, inline(m[1]!, true));
    } else if (!inLink && (m = at(AUTOLINK, text, i))) {
      out += anchor(m[1]!, escapeHtml(m[1]!));
    } else if ((m = at(STRONG, text, i))) {
      out += `<strong>${inline(m[2]!, inLink)}</strong>`;
    } else if ((m = at(EMPHASIS, text, i)) && (m[1] === '*' || !/[A-Za-z0-9]/.test(text[i - 1] ?? ''))) {
      out += `<em>${inline(m[2]!, inLink)}</em>`;
    } else {
      const c = text[i]!;
      out += c === '\n' ? '\n' : escapeHtml(c);
      i += 1;
      continue;
    }
    i += m[0].length;
  }
  return out;
}

function anchor(raw: string, content: string): string {
  const href = safeHref(raw);
  if (!href) return content;
  const external = !href.startsWith('/');
  return `<a href="${escapeHtml(href)}"${external ? ' rel="nofollow noopener noreferrer"' : ''}>${content}</a>`;
}
