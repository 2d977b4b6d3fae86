import type { ReactNode } from 'react';
import {
  DateInput,
  FormDataConsumer,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  Toolbar,
} from 'react-admin';
import { cityChoices } from '../properties/propertyOptions';
import { formatRupees } from '../properties/propertyFormat';
import { numberOf } from '../properties/propertyValidation';
import { FormSection } from '../util/FormSection';
import { fieldValidators } from '../validation/fieldRules';
import { ImageUrlsInput } from './ImageUrlsInput';
import { MAX_UNIT_TYPES, projectFormStatusChoices, UNIT_TYPE_SUGGESTIONS } from './projectOptions';
import { lengthHint, PROJECT_FIELD_RULES, type ProjectField } from './projectValidation';

/** Required rules are flagged so react-admin puts the asterisk on their labels. */
const REQUIRED_FIELDS: ReadonlySet<ProjectField> = new Set(['name', 'builder', 'city', 'locality', 'min_price', 'max_price', 'status']);

export const projectRule = fieldValidators(PROJECT_FIELD_RULES, REQUIRED_FIELDS);

const numeric = { htmlInput: { inputMode: 'numeric' as const } };

/** A price typed as text (so "12a" gets 'Enter a valid number'); the helper shows it in rupees with Indian grouping. */
const PriceInput = ({ source, label }: { source: 'min_price' | 'max_price'; label: string }) => (
  <FormDataConsumer>
    {({ formData }) => {
      const n = numberOf(formData?.[source]);
      const shown = n !== null && Number.isFinite(n) ? formatRupees(n) : '';
      return <TextInput source={source} label={label} validate={projectRule(source)} slotProps={numeric} helperText={shown || 'Whole rupees'} />;
    }}
  </FormDataConsumer>
);

const FormToolbar = ({ alwaysEnable, extra }: { alwaysEnable: boolean; extra?: ReactNode }) => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton alwaysEnable={alwaysEnable} />
    {extra}
  </Toolbar>
);

/**
 * The project form (every field of a project in docs/contexts/projects.md), with the API's field names so a 400's
 * `errors.<field>` shows under the right input. `toolbarExtra` sits next to Save (Archive on the edit page).
 */
export const ProjectForm = ({ mode, toolbarExtra }: { mode: 'create' | 'edit'; toolbarExtra?: ReactNode }) => (
  <SimpleForm
    // Create: Save works on an untouched form too, so the required fields say what they need.
    toolbar={<FormToolbar alwaysEnable={mode === 'create'} extra={toolbarExtra} />}
    sanitizeEmptyValues={false}
  >
    <FormSection title="Project">
      <TextInput source="name" label="Name" validate={projectRule('name')} className="full" helperText={lengthHint('name')} />
      <TextInput source="builder" label="Builder" validate={projectRule('builder')} helperText={lengthHint('builder')} />
      <SelectInput source="status" label="Status" choices={projectFormStatusChoices(mode)} validate={projectRule('status')} helperText={false} />
      <TextInput source="rera_number" label="RERA number" validate={projectRule('rera_number')} helperText="As issued, e.g. BRERAP00123-1/456/R-789/2023" />
      <DateInput source="possession_date" label="Possession date" validate={projectRule('possession_date')} helperText={false} />
      <TextInput
        source="description"
        label="Description"
        validate={projectRule('description')}
        multiline
        minRows={3}
        className="full"
        helperText={lengthHint('description')}
      />
    </FormSection>

    <FormSection title="Location" columns={2}>
      <SelectInput source="city" label="City" choices={cityChoices} validate={projectRule('city')} helperText={false} />
      <TextInput source="locality" label="Locality" validate={projectRule('locality')} helperText={lengthHint('locality')} />
    </FormSection>

    <FormSection title="Price (₹)" columns={2}>
      <PriceInput source="min_price" label="Lowest price (₹)" />
      <PriceInput source="max_price" label="Highest price (₹)" />
    </FormSection>

    <FormSection title="Units" columns={1}>
      <TextArrayInput
        source="unit_types"
        label="Unit types"
        options={[...UNIT_TYPE_SUGGESTIONS]}
        validate={projectRule('unit_types')}
        helperText={`Pick or type a label and press Enter, e.g. "2 BHK" (at most ${MAX_UNIT_TYPES}, 40 characters each).`}
        data-testid="project-unit-types-input"
      />
    </FormSection>

    <FormSection title="Images" columns={1}>
      <ImageUrlsInput />
    </FormSection>
  </SimpleForm>
);
