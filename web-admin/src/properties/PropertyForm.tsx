import type { ReactNode } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { FormSection } from '../util/FormSection';
import { OwnerInput } from './OwnerInput';
import { isEditable } from './propertyActions';
import { cityChoices, furnishingChoices, preferredTenantsChoices, propertyTypeChoices, amenityChoices } from './propertyOptions';
import { fieldValidators } from '../validation/fieldRules';
import { lengthHint, PROPERTY_FIELD_RULES, PROPERTY_REQUIRED_FIELDS, type RuledField } from './propertyValidation';

/** A field's rule as react-admin's validator (the required ones marked with the asterisk). */
export const rule = fieldValidators(PROPERTY_FIELD_RULES, PROPERTY_REQUIRED_FIELDS);

const numeric = { htmlInput: { inputMode: 'numeric' as const } };
const decimal = { htmlInput: { inputMode: 'decimal' as const } };

/** A number typed as text, so "12a" can be answered with 'Enter a valid number' (the payload turns it into a number). */
const NumberText = ({ source, label, helperText, decimals = false }: { source: RuledField; label: string; helperText?: string; decimals?: boolean }) => (
  <TextInput source={source} label={label} validate={rule(source)} helperText={helperText ?? false} slotProps={decimals ? decimal : numeric} />
);

/** Save; disabled for a rented or archived listing, whose details the server refuses to change (409). */
const FormToolbar = ({ alwaysEnable }: { alwaysEnable: boolean }) => {
  const record = useRecordContext<{ status?: unknown }>();
  const locked = record?.status !== undefined && !isEditable(record.status);
  return (
    <Toolbar>
      <SaveButton alwaysEnable={alwaysEnable} disabled={locked} />
    </Toolbar>
  );
};

/**
 * The listing form of docs/contexts/properties.md, with the API's field names so a 400's
 * `errors.<field>` shows under the right input. `mode="create"` adds the owner picker and "send for review".
 * `top` is shown above the fields (the gallery on the edit page).
 */
export const PropertyForm = ({ mode, top }: { mode: 'create' | 'edit'; top?: ReactNode }) => (
  <SimpleForm
    // Create: Save works on an untouched form too, so the required fields say what they need.
    // Edit: no Delete button (DELETE archives; archiving is a state move on the record page).
    toolbar={<FormToolbar alwaysEnable={mode === 'create'} />}
    sanitizeEmptyValues={false}
    // The record is read again when photos change: keep what the admin has typed meanwhile.
    resetOptions={{ keepDirtyValues: true }}
  >
    {top}
    {mode === 'create' ? (
      <FormSection title="Owner" columns={2}>
        <OwnerInput
          source="owner_id"
          label="Owner"
          validate={rule('owner_id')}
          fullWidth
          includeTenants
          helperText="An owner or a tenant (a tenant becomes an owner too). Search by name or phone."
        />
        <BooleanInput source="submit" label="Send for review at once" helperText="Otherwise the listing is saved as a draft." />
      </FormSection>
    ) : null}

    <FormSection title="About the home">
      <TextInput source="title" label="Title" validate={rule('title')} className="full" helperText={lengthHint('title')} />
      <SelectInput source="property_type" label="Property type" choices={propertyTypeChoices} validate={rule('property_type')} />
      <NumberText source="bhk" label="BHK" helperText="0 to 10" />
      <NumberText source="bathrooms" label="Bathrooms" helperText="0 to 10" />
      <SelectInput source="furnishing" label="Furnishing" choices={furnishingChoices} validate={rule('furnishing')} />
      <SelectInput source="preferred_tenants" label="Preferred tenants" choices={preferredTenantsChoices} validate={rule('preferred_tenants')} />
      <DateInput source="available_from" label="Available from" validate={rule('available_from')} />
      <NumberText source="built_up_area" label="Built-up area (sq ft)" />
      <NumberText source="floor" label="Floor" helperText="0 = ground floor" />
      <NumberText source="total_floors" label="Total floors" />
      <TextInput source="description" label="Description" validate={rule('description')} multiline minRows={3} className="full" helperText={lengthHint('description')} />
    </FormSection>

    <FormSection title="Price (₹ a month, whole rupees)">
      <NumberText source="rent" label="Rent (₹)" helperText="At least ₹500" />
      <NumberText source="deposit" label="Deposit (₹)" />
      <NumberText source="maintenance" label="Maintenance (₹)" />
    </FormSection>

    <FormSection title="Location">
      <TextInput source="address" label="Address" validate={rule('address')} multiline className="full" helperText={lengthHint('address')} />
      <TextInput source="locality" label="Locality" validate={rule('locality')} helperText={lengthHint('locality')} />
      <SelectInput source="city" label="City" choices={cityChoices} validate={rule('city')} />
      <TextInput source="pincode" label="Pincode" validate={rule('pincode')} slotProps={numeric} helperText={false} />
      <NumberText source="latitude" label="Latitude" decimals helperText="Both or neither" />
      <NumberText source="longitude" label="Longitude" decimals helperText="Both or neither" />
      <TextInput source="virtual_tour_url" label="Virtual tour link" validate={rule('virtual_tour_url')} helperText={false} />
    </FormSection>

    <FormSection title="Amenities" columns={1}>
      <CheckboxGroupInput source="amenities" label={false} choices={amenityChoices} row />
    </FormSection>
  </SimpleForm>
);
