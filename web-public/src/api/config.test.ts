import { describe, expect, it } from 'vitest';
import { telLink, whatsappLink } from './config';

describe('contact links', () => {
  it('builds wa.me links as 91 + 10 digits', () => {
    expect(whatsappLink('9876543210')).toBe('https://wa.me/919876543210');
    expect(whatsappLink('+91 98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsappLink('')).toBeNull();
  });

  it('builds tel links', () => {
    expect(telLink('9876543210')).toBe('tel:+919876543210');
    expect(telLink('+91-612-2345678')).toBe('tel:+916122345678');
  });
});
