import { fillTemplate } from '../render.js';
import type { Language } from '../../language.js';

/**
 * The words of the public guides pages (/guides and /guides/{slug}, adapters/http/guide-pages/), drawn by the server
 * with no script. The guides' own words are the admins' (written in the console, in each language); these are the
 * pages' frame. The Hindi object has every English key (the type says so) and the same `{placeholders}`.
 */
const en = {
  title: 'Guides for renting a home | {product}',
  language: 'Language',
  heading: 'Guides',
  intro: 'Short guides to renting safely: what to check, which papers to keep, and how our riders and the fair-rent mark help.',
  filters: 'Filter the guides',
  topic: 'Topic',
  city: 'City',
  anyTopic: 'All topics',
  anyCity: 'All cities',
  apply: 'Show guides',
  empty: 'No guides here yet. Try another topic or city.',
  count: '{count} guides',
  page: 'Page {page} of {pages}',
  previous: 'Previous page',
  next: 'Next page',
  pages: 'Pages',
  readGuide: 'Read the guide',
  published: 'Published {date}',
  forCity: 'For {city}',
  forAllCities: 'For every city',
  translation: 'Read this guide in English',
  allGuides: 'All guides',
  home: 'Home page',
  notFound: 'This guide is not here',
  notFoundBody: 'It may have been moved or taken down. The other guides are still here.',
  'topic.RENTING_SAFELY': 'Renting safely',
  'topic.DOCUMENTS': 'Documents',
  'topic.RIDER_VISITS': 'Rider visits',
  'topic.FAIR_RENT': 'Fair rent',
  'topic.OWNERS': 'For owners',
  'topic.OTHER': 'Other',
} as const;

export type GuidePageKey = keyof typeof en;

const hi: Record<GuidePageKey, string> = {
  title: 'घर किराए पर लेने की गाइड | {product}',
  language: 'भाषा',
  heading: 'गाइड',
  intro: 'सुरक्षित किराएदारी की छोटी गाइड: क्या जाँचें, कौन से काग़ज़ रखें, और हमारे राइडर व सही-किराया निशान कैसे मदद करते हैं।',
  filters: 'गाइड छाँटें',
  topic: 'विषय',
  city: 'शहर',
  anyTopic: 'सभी विषय',
  anyCity: 'सभी शहर',
  apply: 'गाइड दिखाएँ',
  empty: 'यहाँ अभी कोई गाइड नहीं है। कोई दूसरा विषय या शहर चुनें।',
  count: '{count} गाइड',
  page: 'पेज {page} / {pages}',
  previous: 'पिछला पेज',
  next: 'अगला पेज',
  pages: 'पेज',
  readGuide: 'गाइड पढ़ें',
  published: '{date} को प्रकाशित',
  forCity: '{city} के लिए',
  forAllCities: 'हर शहर के लिए',
  translation: 'यह गाइड हिन्दी में पढ़ें',
  allGuides: 'सभी गाइड',
  home: 'होम पेज',
  notFound: 'यह गाइड यहाँ नहीं है',
  notFoundBody: 'हो सकता है यह हटा दी गई हो या इसका पता बदल गया हो। बाक़ी गाइड यहीं हैं।',
  'topic.RENTING_SAFELY': 'सुरक्षित किराएदारी',
  'topic.DOCUMENTS': 'काग़ज़ात',
  'topic.RIDER_VISITS': 'राइडर विज़िट',
  'topic.FAIR_RENT': 'सही किराया',
  'topic.OWNERS': 'मकान मालिकों के लिए',
  'topic.OTHER': 'अन्य',
};

export const GUIDE_PAGE_TEXTS: Record<Language, Record<GuidePageKey, string>> = { en, hi };

/** The text of `key` in `language`, `{name}` filled from `params` (a placeholder without a value throws). */
export function guidePageText(language: Language, key: GuidePageKey, params: Record<string, string> = {}): string {
  return fillTemplate(GUIDE_PAGE_TEXTS[language][key], params);
}
