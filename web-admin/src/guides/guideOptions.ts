import { checkText, GUIDE_SLUG_MAX, GUIDE_SLUG_PATTERN, GuideMessages, GuideStatuses, GuideTextRules, GuideTopics, Messages, type TextRule } from '../../../adapters/http/contract/rules';

/** The topics, statuses and languages a guide can have, as the console names them. */
const TOPIC_LABELS: Record<(typeof GuideTopics)[number], string> = {
  RENTING_SAFELY: 'Renting safely',
  DOCUMENTS: 'Documents',
  RIDER_VISITS: 'Rider visits',
  FAIR_RENT: 'Fair rent',
  OWNERS: 'For owners',
  OTHER: 'Other',
};
export const guideTopicChoices = GuideTopics.map((id) => ({ id, name: TOPIC_LABELS[id] }));
export const guideTopicLabel = (topic: string) => TOPIC_LABELS[topic as keyof typeof TOPIC_LABELS] ?? topic;
export const guideStatusChoices = GuideStatuses.map((id) => ({ id, name: id === 'PUBLISHED' ? 'Published' : 'Draft' }));
export const guideLanguageChoices = [
  { id: 'en', name: 'English' },
  { id: 'hi', name: 'हिन्दी (Hindi)' },
];

type Validator = (value: unknown) => string | undefined;
const text = (rule: TextRule): Validator => (value) => checkText(value, rule) ?? undefined;

/** The form's rules, with the server's own messages (the server checks again; its 400 lands under the fields). */
export const GUIDE_RULES = {
  slug: (value: unknown) =>
    checkText(value, { required: true, max: GUIDE_SLUG_MAX }) ?? (GUIDE_SLUG_PATTERN.test(String(value).trim().toLowerCase()) ? undefined : GuideMessages.slug),
  title: text(GuideTextRules.title),
  summary: text(GuideTextRules.summary),
  body: text(GuideTextRules.body),
  required: (value: unknown) => (value === undefined || value === null || value === '' ? Messages.required : undefined),
} satisfies Record<string, Validator>;
