import type { ReactElement } from 'react';
import { AutocompleteInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { cityChoices } from '../properties/propertyOptions';
import { FormSection } from '../util/FormSection';
import { GUIDE_RULES, guideLanguageChoices, guideStatusChoices, guideTopicChoices } from './guideOptions';
import { GUIDE_RESOURCE } from './resource';

const required = Object.assign(GUIDE_RULES.required, { isRequired: true });
const rule = (check: (value: unknown) => string | undefined) => Object.assign((value: unknown) => check(value), { isRequired: true });

/**
 * The guide form: title, address (slug), summary, the body in Markdown (shown on the site as sanitised HTML: no raw
 * HTML, links only http(s)), language, city (blank: every city), topic, draft or published, and the same guide in
 * the other language.
 */
export const GuideForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <SimpleForm sx={{ maxWidth: 900 }} toolbar={toolbar}>
    <FormSection title="The guide" columns={1}>
      <TextInput source="title" label="Title" validate={rule(GUIDE_RULES.title)} fullWidth data-testid="guide-title" />
      <TextInput
        source="slug"
        label="Address"
        validate={rule(GUIDE_RULES.slug)}
        helperText="The page is /guides/<address>: lower-case letters, digits and hyphens (e.g. renting-safely)"
        fullWidth
        data-testid="guide-slug"
      />
      <TextInput source="summary" label="Summary" validate={rule(GUIDE_RULES.summary)} multiline fullWidth helperText="One or two sentences: shown in the list and when the link is shared" />
      <TextInput
        source="body"
        label="Body (Markdown)"
        validate={rule(GUIDE_RULES.body)}
        multiline
        minRows={12}
        fullWidth
        helperText="## Heading, **bold**, *italic*, - lists, 1. lists, > quotes, [text](https://…). HTML is shown as text; only http(s) links and /paths are kept."
        data-testid="guide-body"
      />
    </FormSection>
    <FormSection title="Where it shows">
      <SelectInput source="language" label="Language" choices={guideLanguageChoices} validate={required} data-testid="guide-language" />
      <SelectInput source="topic" label="Topic" choices={guideTopicChoices} validate={required} />
      <SelectInput source="city" label="City" choices={cityChoices} emptyText="Every city" helperText="Blank: every city" />
      <SelectInput source="status" label="Status" choices={guideStatusChoices} validate={required} helperText="A draft is seen only here" data-testid="guide-status" />
      <ReferenceInput source="translation_of" reference={GUIDE_RESOURCE} label="Same guide in the other language">
        <AutocompleteInput optionText="title" label="Same guide in the other language" filterToQuery={(q: string) => ({ q })} helperText="Readers of one see a link to the other" />
      </ReferenceInput>
    </FormSection>
  </SimpleForm>
);
