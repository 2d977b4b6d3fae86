import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../domain/shared/catalogue/site/en';
import { hi } from '../../../domain/shared/catalogue/site/hi';
import { activateLanguage, setCatalogue } from '../i18n/t';
import { listingShare, sharePreviewTitle, shareText } from './share';
import { shareAttributes, whatsAppShareLink } from './share-link';

const flat = { id: '0193a6f2-1111-7000-8000-000000000001', title: 'Sunny flat "near" the Ganga', rent: 12500, bhk: 2, property_type: 'APARTMENT' as const, locality: 'Kankarbagh', city: 'patna' as const };

describe('sharing a listing', () => {
  afterEach(() => setCatalogue(en));

  it('says the rent in Indian grouping, the BHK and the place', () => {
    expect(shareText(flat)).toBe('2 BHK Apartment for rent in Kankarbagh, Patna: ₹12,500 a month');
    expect(shareText({ ...flat, rent: 125000, bhk: 3, property_type: 'INDEPENDENT_HOUSE' })).toContain('₹1,25,000');
  });

  it("carries the listing's absolute address and title", () => {
    expect(listingShare(flat, 'https://gharsetu.example')).toEqual({
      title: 'Sunny flat "near" the Ganga',
      text: '2 BHK Apartment for rent in Kankarbagh, Patna: ₹12,500 a month',
      url: 'https://gharsetu.example/tenant/property-details/0193a6f2-1111-7000-8000-000000000001',
    });
  });

  it('the wa.me link holds the line and the link, encoded: nothing in them can end the text or add a parameter', () => {
    const odd = { ...flat, locality: 'Road #2 & Lane 5?x=1' };
    const { text, url } = listingShare(odd, 'https://gharsetu.example');
    const link = whatsAppShareLink({ text, url });
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    const encoded = link.slice('https://wa.me/?text='.length);
    expect(encoded).not.toMatch(/[\s&#?=₹]/);
    expect(new URL(link).searchParams.get('text')).toBe(`${text}\n${url}`);
    expect(new URL(link).searchParams.get('text')).toContain('Road #2 & Lane 5?x=1, Patna: ₹12,500 a month\nhttps://gharsetu.example/tenant/property-details/');
    expect([...new URL(link).searchParams.keys()]).toEqual(['text']);
  });

  it('the link carries what the share sheet gets (Web Share API) in its attributes', () => {
    const data = listingShare(flat, 'https://gharsetu.example');
    expect(shareAttributes(data)).toEqual({
      href: whatsAppShareLink(data),
      'data-share-title': data.title,
      'data-share-text': data.text,
      'data-share-url': data.url,
    });
  });

  it("a shared details link's preview title names the title, rent and locality", () => {
    expect(sharePreviewTitle(flat)).toBe('Sunny flat "near" the Ganga: ₹12,500 a month in Kankarbagh');
  });

  it('speaks Hindi when the site does, with the same rupees and place', () => {
    setCatalogue(hi);
    const text = shareText(flat);
    expect(text.startsWith('Kankarbagh, पटना में 2 BHK ')).toBe(true);
    expect(text.endsWith(' किराए पर: ₹12,500 महीना')).toBe(true);
  });

  it("shared in Hindi, the link is the Hindi page's, so the preview card unfurls in Hindi like the line", () => {
    activateLanguage('hi', hi);
    try {
      expect(listingShare(flat, 'https://gharsetu.example').url).toBe('https://gharsetu.example/tenant/property-details/0193a6f2-1111-7000-8000-000000000001?lang=hi');
    } finally {
      activateLanguage('en');
    }
  });
});
