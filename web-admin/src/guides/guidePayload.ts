/** The form's values as the API's body: blanks as null, the slug lower-case. */
export function toGuidePayload(values: Record<string, unknown>): Record<string, unknown> {
  const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
  return {
    slug: typeof values.slug === 'string' ? values.slug.trim().toLowerCase() : values.slug,
    title: values.title,
    summary: values.summary,
    body: values.body,
    language: values.language,
    city: blankToNull(values.city),
    topic: values.topic,
    status: values.status,
    translation_of: blankToNull(values.translation_of),
  };
}

export const NEW_GUIDE_DEFAULTS = { language: 'en', status: 'DRAFT', topic: 'RENTING_SAFELY', city: null, translation_of: null };
