import { v7 as uuidv7 } from 'uuid';
import { coded, refusalOf, ValidationError, type CodedText } from '../shared/domain-error.js';
import { english } from '../shared/catalogue/index.js';
import { isLanguage, LANGUAGES, type Language } from '../shared/language.js';
import { Messages } from '../shared/messages.js';
import { parseText, type TextRule } from '../shared/text.js';
import { Cities, type City } from '../properties/property-options.js';

/** What a guide is about: the public list filters on it. */
export const GuideTopics = ['RENTING_SAFELY', 'DOCUMENTS', 'RIDER_VISITS', 'FAIR_RENT', 'OWNERS', 'OTHER'] as const;
export type GuideTopic = (typeof GuideTopics)[number];

/** A draft is seen only in the console; a published guide is on /guides. */
export const GuideStatuses = ['DRAFT', 'PUBLISHED'] as const;
export type GuideStatus = (typeof GuideStatuses)[number];

export const GuideTextRules = {
  title: { required: true, max: 140 },
  summary: { required: true, max: 300 },
  body: { required: true, max: 40_000 },
} as const satisfies Record<string, TextRule>;

/** A guide's address on the site (`/guides/{slug}`): lower-case latin letters and digits joined by single hyphens. */
export const GUIDE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const GUIDE_SLUG_MAX = 100;

export const GuideMessages = {
  slug: english('GUIDE_SLUG', { max: GUIDE_SLUG_MAX }),
  topic: english('CHOOSE_ONE_OF', { options: GuideTopics.join(', ') }),
  status: english('CHOOSE_ONE_OF', { options: GuideStatuses.join(', ') }),
  language: english('CHOOSE_ONE_OF', { options: LANGUAGES.join(', ') }),
} as const;

export interface GuideDetails {
  slug: string;
  title: string;
  summary: string;
  /** Markdown, as the admin wrote it: untrusted, rendered to sanitised HTML only when a page is drawn. */
  body: string;
  language: Language;
  /** The city it is written for; null: every city. */
  city: City | null;
  topic: GuideTopic;
  status: GuideStatus;
}

/**
 * An article written and published from the console. The same article in English and in Hindi share a
 * `groupId` (one guide per language in a group): each page links to the other.
 */
export class Guide implements GuideDetails {
  id!: string;
  slug!: string;
  title!: string;
  summary!: string;
  body!: string;
  language!: Language;
  city!: City | null;
  topic!: GuideTopic;
  status!: GuideStatus;
  /** The translations' shared key (the first guide's id); a guide alone is its own group. */
  groupId!: string;
  /** When it was first published (kept when it goes back to draft and out again); null while never published. */
  publishedAt!: Date | null;
  createdById!: string;
  createdAt!: Date;
  updatedAt!: Date;
  version!: number;

  static create(details: GuideDetails, createdById: string, now: Date): Guide {
    const guide = new Guide();
    guide.id = uuidv7();
    Object.assign(guide, details);
    guide.groupId = guide.id;
    guide.publishedAt = details.status === 'PUBLISHED' ? now : null;
    guide.createdById = createdById;
    guide.createdAt = now;
    guide.updatedAt = now;
    guide.version = 0;
    return guide;
  }

  get isPublished(): boolean {
    return this.status === 'PUBLISHED';
  }

  revise(details: GuideDetails, now: Date): void {
    Object.assign(this, details);
    if (details.status === 'PUBLISHED' && this.publishedAt === null) this.publishedAt = now;
    this.updatedAt = now;
  }

  /** Joins the group of `other` (its translation) or, with null, stands alone again. */
  linkTo(other: Guide | null, now: Date): void {
    this.groupId = other ? other.groupId : this.id;
    this.updatedAt = now;
  }
}

/** Each field of the console's guide form read by its rule: the normalised value, or a ValidationError under the form's name. */
export const GuideFieldReaders = {
  slug: (input: unknown): string => {
    const value = parseText(input, 'slug', { required: true, max: GUIDE_SLUG_MAX })!.toLowerCase();
    if (!GUIDE_SLUG_PATTERN.test(value)) throw ValidationError.field('slug', GuideMessages.slug);
    return value;
  },
  title: (input: unknown): string => parseText(input, 'title', GuideTextRules.title)!,
  summary: (input: unknown): string => parseText(input, 'summary', GuideTextRules.summary)!,
  body: (input: unknown): string => {
    if (typeof input === 'string' && input.length > GuideTextRules.body.max * 2) throw ValidationError.field('body', coded('MAX_CHARS', { max: GuideTextRules.body.max }));
    return parseText(typeof input === 'string' ? input.replace(/\r\n?/g, '\n') : input, 'body', GuideTextRules.body)!;
  },
  language: (input: unknown): Language => {
    if (input === undefined || input === null || input === '') throw ValidationError.field('language', Messages.required);
    if (!isLanguage(input)) throw ValidationError.field('language', GuideMessages.language);
    return input;
  },
  /** Blank: every city. */
  city: (input: unknown): City | null => {
    if (input === undefined || input === null || input === '') return null;
    const city = typeof input === 'string' ? input.toLowerCase() : input;
    if (!(Cities as readonly unknown[]).includes(city)) throw ValidationError.field('city', coded('CHOOSE_ONE_OF', { options: Cities.join(', ') }));
    return city as City;
  },
  topic: (input: unknown): GuideTopic => {
    if (input === undefined || input === null || input === '') throw ValidationError.field('topic', Messages.required);
    if (!(GuideTopics as readonly unknown[]).includes(input)) throw ValidationError.field('topic', GuideMessages.topic);
    return input as GuideTopic;
  },
  /** A new guide without a status is a draft. */
  status: (input: unknown): GuideStatus => {
    const value = input ?? 'DRAFT';
    if (!(GuideStatuses as readonly unknown[]).includes(value)) throw ValidationError.field('status', GuideMessages.status);
    return value as GuideStatus;
  },
} as const satisfies { [K in keyof GuideDetails]: (input: unknown) => GuideDetails[K] };

/** The text of a field the rule refuses, or null (the form's check: what the reader would throw). */
export function checkGuideField(field: keyof GuideDetails, input: unknown): CodedText | null {
  return refusalOf(() => GuideFieldReaders[field](input));
}

/** The details a guide has now (to apply a partial change over). */
export function detailsOf(guide: Guide): GuideDetails {
  const { slug, title, summary, body, language, city, topic, status } = guide;
  return { slug, title, summary, body, language, city, topic, status };
}
