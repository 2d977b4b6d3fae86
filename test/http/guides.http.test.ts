import { describe, expect, it } from 'vitest';
import { GUIDE_PAGE_TEXTS } from '../../domain/shared/catalogue/pages/guide-pages.texts.js';
import { guideForm } from '../mothers/guide.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const UNTRUSTED = [
  '## Heading',
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(2)" onclick="alert(3)">raw link</a>',
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
  '[click me](javascript:alert(4)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox) [proto](//evil.example/x)',
  '[Upper](JAVASCRIPT:alert(5)) [spaced]( javascript:alert(6)) [tab](java\tscript:alert(7))',
  '[good](https://example.com/a?b=1&c=2) and [ours](/guides/documents) and <https://ok.example>',
  '**bold** <b onmouseover=alert(8)>b</b>',
].join('\n\n');

/** Every tag in the HTML, as written (text that merely shows `<` is escaped and is not a tag). */
const tagsOf = (html: string) => [...html.matchAll(/<[a-zA-Z][^>]*>/g)].map((m) => m[0]);

describe.each(databaseKinds())('guides over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const admin = () => ({ Authorization: `Bearer ${app.adminToken}` });
  const create = (form: Record<string, unknown>) => app.http.post('/api/v1/admin/guides').set(admin()).send(form);

  it('the console routes are for admins only: 401 without a session, 403 for every other role', async () => {
    const someId = '0195e7c4-1f2a-7c3d-9e4f-5a6b7c8d9e0f';
    const calls = [
      () => app.http.get('/api/v1/admin/guides'),
      () => app.http.get(`/api/v1/admin/guides/${someId}`),
      () => app.http.post('/api/v1/admin/guides').send(guideForm()),
      () => app.http.put(`/api/v1/admin/guides/${someId}`).send({ title: 'x' }),
      () => app.http.delete(`/api/v1/admin/guides/${someId}`),
    ];
    for (const call of calls) expect((await call()).status).toBe(401);
    for (const role of ['TENANT', 'OWNER', 'RIDER'] as const) {
      const { token } = await app.signedIn(role);
      for (const call of calls) expect((await call().set('Authorization', `Bearer ${token}`)).status).toBe(403);
    }
  });

  it('an admin writes, lists, reads, edits and deletes guides (simple-rest), and the audit log records publishing', async () => {
    const created = await create(guideForm({ slug: 'http-guide', status: 'DRAFT' })).expect(201);
    expect(created.body).toMatchObject({ slug: 'http-guide', status: 'DRAFT', published_at: null, translation_of: null });
    const id = created.body.id as string;
    const hindi = await create(guideForm({ slug: 'http-guide-hi', language: 'hi', translation_of: id })).expect(201);
    const list = await app.http.get('/api/v1/admin/guides').query({ filter: JSON.stringify({ language: 'en', status: 'DRAFT' }), sort: '["title","ASC"]', range: '[0,9]' }).set(admin()).expect(200);
    expect(list.headers['content-range']).toMatch(/^guides 0-\d+\/\d+$/);
    expect(list.body.map((g: { id: string }) => g.id)).toContain(id);
    expect((await app.http.get(`/api/v1/admin/guides/${id}`).set(admin()).expect(200)).body.translation_of).toBe(hindi.body.id);
    const published = await app.http.put(`/api/v1/admin/guides/${id}`).set(admin()).send({ status: 'PUBLISHED', title: 'Published over HTTP' }).expect(200);
    expect(published.body).toMatchObject({ status: 'PUBLISHED', title: 'Published over HTTP', translation_of: hindi.body.id });
    const audit = await app.http.get('/api/v1/admin/audit-log').query({ filter: JSON.stringify({ subject_type: 'GUIDE', subject_id: id }), range: '[0,49]' }).set(admin()).expect(200);
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual(['GUIDE_PUBLISHED']);
    await app.http.delete(`/api/v1/admin/guides/${hindi.body.id}`).set(admin()).expect(200);
    await app.http.get(`/api/v1/admin/guides/${hindi.body.id}`).set(admin()).expect(404);
    await app.http.get('/api/v1/admin/guides/not-a-uuid').set(admin()).expect(404);
  });

  it('refuses a bad form with each field\'s error (400) and a slug already taken (409)', async () => {
    const bad = await create(guideForm({ slug: 'Bad Slug', topic: 'NOPE', title: '' })).expect(400);
    for (const field of ['slug', 'topic', 'title']) expect(JSON.stringify(bad.body)).toContain(`"${field}"`);
    await create(guideForm({ slug: 'taken-slug' })).expect(201);
    const taken = await create(guideForm({ slug: 'taken-slug' })).expect(409);
    expect(JSON.stringify(taken.body)).toContain('GUIDE_SLUG_TAKEN');
  });

  it('GET /guides lists published guides in the reader\'s language, with a filter form that needs no script, paged', async () => {
    await create(guideForm({ slug: 'list-docs', title: 'Documents for tenants', topic: 'DOCUMENTS', city: 'gaya' })).expect(201);
    await create(guideForm({ slug: 'list-draft', title: 'A draft nobody sees', status: 'DRAFT' })).expect(201);
    await create(guideForm({ slug: 'list-hindi', title: 'हिन्दी गाइड', language: 'hi' })).expect(201);
    const res = await app.http.get('/guides').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.text).toContain(GUIDE_PAGE_TEXTS.en.heading);
    expect(res.text).toContain('Documents for tenants');
    expect(res.text).not.toContain('A draft nobody sees');
    expect(res.text).not.toContain('हिन्दी गाइड');
    expect(res.text).toContain('<form method="get" action="/guides"');
    expect(res.text).toContain('<meta property="og:title"');
    expect(res.text).not.toMatch(/<script/i);
    const gaya = await app.http.get('/guides?topic=DOCUMENTS&city=gaya').expect(200);
    expect(gaya.text).toContain('Documents for tenants');
    const patnaDocs = await app.http.get('/guides?topic=DOCUMENTS&city=patna').expect(200);
    expect(patnaDocs.text).not.toContain('Documents for tenants');
    const hindi = await app.http.get('/guides?lang=hi').expect(200);
    expect(hindi.text).toContain('<html lang="hi"');
    expect(hindi.text).toContain('हिन्दी गाइड');
    // A filter value it does not know is ignored, not an error.
    await app.http.get('/guides?topic=<script>&page=-3').expect(200);
    for (let i = 0; i < 11; i++) await create(guideForm({ slug: `list-page-${i}` })).expect(201);
    const first = await app.http.get('/guides').expect(200);
    expect(first.text).toContain('rel="next"');
    const second = await app.http.get('/guides?page=2').expect(200);
    expect(second.text).toContain('rel="prev"');
  });

  it('GET /guides/{slug} shows a published guide as sanitised HTML, with Open Graph tags and a link to its translation', async () => {
    const english = await create(guideForm({ slug: 'untrusted-markdown', title: 'Renting <safely> & "well"', summary: 'The token scam.', body: UNTRUSTED })).expect(201);
    await create(guideForm({ slug: 'untrusted-markdown-hi', language: 'hi', title: 'सुरक्षित किराएदारी', translation_of: english.body.id })).expect(201);
    const res = await app.http.get('/guides/untrusted-markdown').expect(200);
    const html = res.text;
    const body = /<div class="article" data-testid="guide-body">([\s\S]*?)<\/div><\/article>/.exec(html)![1]!;
    // No script, style, iframe or inline handler survives; raw HTML shows as text.
    expect(html).not.toMatch(/<script/i);
    for (const tag of tagsOf(body)) {
      expect(tag).toMatch(/^<(h[2-6]|p|strong|em|code|a|ul|ol|li|blockquote|pre|hr)\b/);
      expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
      expect(tag).not.toMatch(/\s(style|src)\s*=/i);
    }
    const hrefs = tagsOf(body).filter((t) => t.startsWith('<a')).map((t) => /href="([^"]*)"/.exec(t)![1]);
    expect(hrefs).toEqual(['https://example.com/a?b=1&#38;c=2', '/guides/documents', 'https://ok.example/']);
    expect(body).toContain('&lt;script&gt;'); // shown as text
    expect(body).toContain('<h2>Heading</h2>'); // the page's h1 is the title: the body's top heading level is h2
    expect(body).toContain('<strong>bold</strong>');
    // The title is escaped wherever it appears; the sharing tags name the guide.
    expect(html).toContain('<h1>Renting &#60;safely&#62; &#38; &#34;well&#34;</h1>');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:title" content="Renting &#60;safely&#62; &#38; &#34;well&#34;">');
    expect(html).toContain('<meta property="og:description" content="The token scam.">');
    expect(html).toMatch(/<meta property="og:url" content="http[^"]*\/guides\/untrusted-markdown">/);
    expect(html).toContain('href="/guides/untrusted-markdown-hi" hreflang="hi"');
    expect(html).toContain(GUIDE_PAGE_TEXTS.hi.translation);
    expect(html).not.toContain('name="robots"');
    // The Hindi page links back in English.
    const hi = await app.http.get('/guides/untrusted-markdown-hi').expect(200);
    expect(hi.text).toContain('<html lang="hi"');
    expect(hi.text).toContain(GUIDE_PAGE_TEXTS.en.translation);
  });

  it('a draft, a deleted guide or an unknown address is a 404 page, never cached', async () => {
    await create(guideForm({ slug: 'still-a-draft', status: 'DRAFT' })).expect(201);
    for (const path of ['/guides/still-a-draft', '/guides/no-such-guide', '/guides/%E0%A4']) {
      const res = await app.http.get(path).expect(404);
      expect(res.text).toContain(GUIDE_PAGE_TEXTS.en.notFound);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await app.http.post('/guides').expect(405);
  });
});
