import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../domain/shared/catalogue/site/en';
import { activeLanguage } from '../i18n/t';
import { drawIn, renderer } from './render';

const config = { company_address: 'Patna', support_email: 'help@example.com', support_phone: '9000000000', whatsapp_number: '9000000001' } as never;

/**
 * The server renderer's turns (renders take turns because the language is module state). One render
 * that never finishes must not hold up every page after it.
 */
describe('server renders take turns, and a stuck one gives way', () => {
  afterEach(() => expect(activeLanguage()).toBe('en'));

  it('fails a render that does not finish in time (its request gets the app shell), and the next page renders', async () => {
    const stuck = drawIn('hi', () => new Promise<string>(() => undefined), 50);
    // Asked for while the stuck one holds the turn: drawn once it has given way, in its own language.
    const next = renderer.renderDetails({ url: '/tenant/property-details/x', id: 'x', listing: null, viewCounted: true, config, origin: 'https://gharsetu.example', underReview: false, language: 'en' } as never);
    await expect(stuck).rejects.toThrow(/took longer than 50 ms/);
    const page = await next;
    expect(page.status).toBe(404);
    // In English: the stuck Hindi render's language did not stay behind.
    expect(page.title).toContain(en['details.title']);
    expect(page.root).toContain('id="main"');
    expect(page.root).toContain('lang="hi"'); // the switch's link to Hindi: drawn by the English page
  });

  it('draws each render in its own language and returns to English after it', async () => {
    const languages = await Promise.all([drawIn('hi', async () => activeLanguage()), drawIn('en', async () => activeLanguage()), drawIn('hi', async () => activeLanguage())]);
    expect(languages).toEqual(['hi', 'en', 'hi']);
  });
});
