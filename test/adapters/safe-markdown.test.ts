import { describe, expect, it } from 'vitest';
import { renderSafeMarkdown, safeHref } from '../../adapters/http/guide-pages/safe-markdown.js';

/** Every tag in the HTML, as written (escaped text that shows `<` is not a tag). */
const tagsOf = (html: string) => [...html.matchAll(/<[a-zA-Z][^>]*>/g)].map((m) => m[0]);
const ALLOWED = /^<(h[2-6]|p|strong|em|code|a|ul|ol|li|blockquote|pre|hr)( (href|rel|start)="[^"]*")*>$/;

describe('a guide\'s Markdown as safe HTML', () => {
  it('keeps no script, style, frame, inline handler or raw HTML: they show as text', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
      '<img src=x onerror=alert(1)>',
      '<svg/onload=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<div onclick="alert(1)">click</div>',
      '<!-- comment --><p onmouseover=alert(1)>p</p>',
      '**<b onmouseover=alert(1)>bold</b>**',
      '`<script>in code</script>`',
      '```\n<script>in a fence</script>\n```',
      '> <script>in a quote</script>',
      '- <img src=x onerror=alert(1)>',
      '[<img src=x onerror=alert(1)>](https://example.com)',
      '[x](https://example.com/"onmouseover="alert(1))',
    ];
    for (const source of attacks) {
      const html = renderSafeMarkdown(source);
      for (const tag of tagsOf(html)) expect(tag, `${source} → ${html}`).toMatch(ALLOWED);
      expect(html).not.toMatch(/<(script|style|iframe|img|svg|div|b)\b/i);
    }
    expect(renderSafeMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    // A fence's info string could carry an attribute: it is dropped.
    expect(renderSafeMarkdown('```js" onclick="x\n<b>\n```')).toBe('<pre><code>&#60;b&#62;\n</code></pre>');
    // No image is hot-linked: the address becomes at most a link of the alt text.
    expect(renderSafeMarkdown('![photo](https://x.example/y.png)')).not.toContain('<img');
  });

  it('links only to http(s) or a path on this site; any other address leaves the text unlinked', () => {
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'jav&#x61;script:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', '//evil.example', '/\\evil.example', 'mailto:a@b.c']) {
      expect(safeHref(bad), bad).toBeNull();
    }
    expect(safeHref('https://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeHref('HTTP://Example.com')).toBe('http://example.com/');
    expect(safeHref('/guides/documents')).toBe('/guides/documents');
    expect(renderSafeMarkdown('[click](javascript:alert(1))')).not.toContain('<a');
    // Not a link: the source shows as written, as text.
    expect(renderSafeMarkdown('[click](javascript:void)')).toBe('<p>[click](javascript:void)</p>');
    expect(renderSafeMarkdown('[x](jav&#x61;script:alert(1))')).not.toContain('<a');
    expect(renderSafeMarkdown('[x](//evil.example)')).not.toContain('<a');
    expect(renderSafeMarkdown('[how to](/guides/documents)')).toBe('<p><a href="/guides/documents" rel="nofollow noopener noreferrer">how to</a></p>');
    expect(renderSafeMarkdown('[site](https://example.com/?a=1&b="2")')).toBe('<p><a href="https://example.com/?a=1&#38;b=%222%22" rel="nofollow noopener noreferrer">site</a></p>');
  });

  it('renders the subset a guide needs', () => {
    const html = renderSafeMarkdown(['# Title', 'A *small* **strong** `code` line.', '', '- one', '- two', '', '3. three', '4. four', '', '> quoted', '', '---', '', '<https://ok.example>'].join('\n'));
    expect(html.replace(/\n(?=<)/g, '')).toBe(
      [
        '<h2>Title</h2>',
        '<p>A <em>small</em> <strong>strong</strong> <code>code</code> line.</p>',
        '<ul><li>one</li><li>two</li></ul>',
        '<ol start="3"><li>three</li><li>four</li></ol>',
        '<blockquote><p>quoted</p></blockquote>',
        '<hr>',
        '<p><a href="https://ok.example/" rel="nofollow noopener noreferrer">https://ok.example</a></p>',
      ].join(''),
    );
    expect(renderSafeMarkdown('snake_case_name stays')).toBe('<p>snake_case_name stays</p>');
    // Whether the author starts at # or ##, the body's top level is h2 (under the page's h1), the next h3.
    expect(renderSafeMarkdown('## Part\n\n### Step')).toBe('<h2>Part</h2>\n<h3>Step</h3>');
  });
});
