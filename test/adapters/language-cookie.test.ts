import { describe, expect, it } from 'vitest';
import { pageLanguage, readLanguageCookie, serializeLanguageCookie, withLanguageParam } from '../../adapters/http/contract/language-cookie.js';

describe('the language choice in a cookie and an address', () => {
  it('reads the `lang` cookie among others; anything but en / hi is no choice', () => {
    expect(readLanguageCookie('userData=%7B%7D; lang=hi; other=1')).toBe('hi');
    expect(readLanguageCookie('lang=en')).toBe('en');
    expect(readLanguageCookie('lang=fr')).toBeNull();
    expect(readLanguageCookie('language=hi; xlang=hi')).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
    expect(readLanguageCookie(undefined)).toBeNull();
  });

  it('writes a year-long, site-wide, Lax cookie, Secure on https', () => {
    expect(serializeLanguageCookie('hi', { secure: false })).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(serializeLanguageCookie('en', { secure: true })).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('picks a page’s language: the address first, then the cookie, then English', () => {
    expect(pageLanguage('lang=hi', 'lang=en')).toEqual({ language: 'hi', from: 'address' });
    expect(pageLanguage('lang=en', 'lang=hi')).toEqual({ language: 'en', from: 'address' });
    expect(pageLanguage('bhk=2', 'lang=hi')).toEqual({ language: 'hi', from: 'cookie' });
    expect(pageLanguage('lang=xx', 'lang=hi')).toEqual({ language: 'hi', from: 'cookie' });
    expect(pageLanguage('', '')).toEqual({ language: 'en', from: 'default' });
  });

  it('sets or removes `lang` in an address, keeping the rest', () => {
    expect(withLanguageParam('/tenant/gaya/property-listing?bhk=2', 'hi')).toBe('/tenant/gaya/property-listing?bhk=2&lang=hi');
    expect(withLanguageParam('/tenant/gaya/property-listing?lang=hi&bhk=2', null)).toBe('/tenant/gaya/property-listing?bhk=2');
    expect(withLanguageParam('/?lang=hi', 'en')).toBe('/?lang=en');
    expect(withLanguageParam('/', null)).toBe('/');
  });
});
