import { describe, expect, it } from 'vitest';
import { HELP_PAGE_TEXTS } from '../../domain/shared/catalogue/pages/help-page.texts.js';
import { serverPass } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

/** The test clock starts on Sunday 22 Nov 2026, 3:30 PM in India: support is closed until Monday 9:30 AM. */
describe.skipIf(serverPass)('the help page (/help)', () => {
  const app = useTestApp('pglite', { SUPPORT_PHONE: '+91 612 222 3333', WHATSAPP_NUMBER: '9876543210' });
  const statusOf = (html: string) => /data-testid="support-status" data-open="(true|false)">([^<]*)</.exec(html)!.slice(1);

  it('says when support opens while it is closed, and "open now" in its hours, in India time (the Clock)', async () => {
    const sunday = await app.http.get('/help').expect(200);
    expect(statusOf(sunday.text)).toEqual(['false', 'Closed now. Opens tomorrow at 9:30 am']);
    app.clock.advanceMinutes(18 * 60); // Monday 9:30 AM in India
    const monday = await app.http.get('/help').expect(200);
    expect(statusOf(monday.text)).toEqual(['true', 'Open now, until 6:30 pm']);
    app.clock.advanceMinutes(9 * 60); // 6:30 PM: closed until Tuesday
    expect(statusOf((await app.http.get('/help').expect(200)).text)).toEqual(['false', 'Closed now. Opens tomorrow at 9:30 am']);
    app.clock.advanceMinutes(4 * 24 * 60); // Friday 6:30 PM: closed until Monday
    expect(statusOf((await app.http.get('/help').expect(200)).text)).toEqual(['false', 'Closed now. Opens on Monday at 9:30 am']);
    const hindi = await app.http.get('/help?lang=hi').expect(200);
    expect(statusOf(hindi.text)[1]).toContain('सोमवार');
    expect(hindi.text).toContain('<html lang="hi"');
  });

  it('shows the hours, the support phone and WhatsApp, and every common question', async () => {
    const res = await app.http.get('/help').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.text).toContain(HELP_PAGE_TEXTS.en.hours);
    expect(res.text).toContain('href="tel:+916122223333"');
    expect(res.text).toContain('href="https://wa.me/919876543210"');
    expect(res.text).toContain(HELP_PAGE_TEXTS.en['faq.token.q']);
    expect(res.text.match(/<details data-faq=/g)).toHaveLength(11);
    // The one script is a file of this site (the CSP runs no inline script), and the page works without it.
    expect(res.text).toContain('<script src="/help/search.js" defer></script>');
    expect(res.text).not.toMatch(/<script>(?!<\/script>)/);
    const script = await app.http.get('/help/search.js').expect(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('searches on the server with ?q= (a plain GET form), every word counting', async () => {
    const res = await app.http.get('/help?q=TOKEN').expect(200);
    expect(res.text.match(/<details data-faq=/g)).toHaveLength(1);
    expect(res.text).toContain('data-faq="token" open');
    expect(res.text).toContain('1 answers match &#34;TOKEN&#34;.');
    const none = await app.http.get('/help?q=token%20unicorn').expect(200);
    expect(none.text).not.toContain('<details');
    expect(none.text).toContain(HELP_PAGE_TEXTS.en.noMatch.replace('{q}', '').split('"')[0]!);
    const hindi = await app.http.get('/help?lang=hi&q=' + encodeURIComponent('राइडर')).expect(200);
    expect((hindi.text.match(/<details data-faq=/g) ?? []).length).toBeGreaterThan(0);
    // What was typed comes back escaped.
    const typed = await app.http.get('/help?q=' + encodeURIComponent('<img src=x onerror=alert(1)>')).expect(200);
    expect(typed.text).not.toContain('<img src=x');
  });
});
