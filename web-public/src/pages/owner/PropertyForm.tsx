/**
 * The owner's property form in five steps: 1 basics, 2 price and dates, 3 location, 4 details, 5 photos.
 * Each step is checked with the API's own messages before moving on. Finishing step 4 creates the draft
 * (POST /properties) or saves it (PUT); step 5 uploads photos to it; "Submit for review" sends it.
 * Shared by /owner/add-property and /owner/update-property?id=..., and by the rider's /rider/add-property
 * (`forOwner`: an "Owner" step comes first, its phone, names and code sent with the POST) and
 * /rider/update-property (`area="rider"`: done and back lead to the rider's landing).
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { isOwner } from '../../auth/roles';
import { createPropertyForOwner } from '../../api/riders';
import { emptyOwner, ownerBody, ownerErrorsFromServer, validateOwner, type OwnerField } from '../../property/owner-step';
import { OwnerStep, type CodeSent } from './OwnerStep';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/client';
import {
  AMENITIES,
  changePropertyState,
  CITIES,
  createProperty,
  FURNISHINGS,
  PREFERRED_TENANTS,
  PROPERTY_TYPES,
  updateProperty,
  type Amenity,
  type Listing,
  type PropertyImage,
} from '../../api/properties';
import { PINCODE_LENGTH } from '../../../../adapters/http/contract/rules';
import { t } from '../../i18n/t';
import { amenityLabel, bhkLabel, cityName, furnishingLabel, propertyTypeLabel, tenantsLabel } from '../../property/format';
import { isSubmittable } from '../../property/owner-actions';
import {
  emptyForm,
  firstStepWithError,
  formFromListing,
  LIMITS,
  SAVE_STEP,
  STEPS,
  toBody,
  validateAll,
  validateStep,
  type FormField,
  type FormStep,
  type PropertyFormValues,
} from '../../property/property-form';
import { StatusChip } from '../../property/StatusBanner';
import { ChecksField } from '../../ui/ChoiceField';
import { DateField, optionsOf, RupeeField, SelectField, TextAreaField, TextField } from '../../ui/FormField';
import { FairRentMark } from '../../property/FairRentMark';
import { showToast } from '../../ui/toast';
import { hasErrors, type FieldErrors } from '../../validation/rules';
import { PhotoStep } from './PhotoStep';

/** Where "Done" and "Finish later" go in each area. */
export const AREA_HOME = { owner: '/owner/your-property', rider: '/rider/property-listing' } as const;
const BHK_OPTIONS = Array.from({ length: 11 }, (_, n) => n);

/** 0 is the rider's "Owner" step. */
type Step = 0 | FormStep;

interface PropertyFormProps {
  /** The listing being updated; none to create one. */
  existing?: Listing;
  area?: keyof typeof AREA_HOME;
  /** A rider posting for an owner: the "Owner" step first. */
  forOwner?: boolean;
}

export function PropertyForm({ existing, area = 'owner', forOwner = false }: PropertyFormProps) {
  const navigate = useNavigate();
  const { user, refreshUser } = useAuth();
  const home = AREA_HOME[area];
  const [values, setValues] = useState<PropertyFormValues>(() => (existing ? formFromListing(existing) : emptyForm()));
  const [errors, setErrors] = useState<FieldErrors<FormField>>({});
  const [owner, setOwner] = useState(emptyOwner);
  const [ownerErrors, setOwnerErrors] = useState<FieldErrors<OwnerField>>({});
  const [codeSent, setCodeSent] = useState<CodeSent | null>(null);
  const steps: Step[] = forOwner ? [0, ...STEPS] : STEPS;
  const [step, setStep] = useState<Step>(steps[0]!);
  const [listing, setListing] = useState<Listing | null>(existing ?? null);
  const [images, setImages] = useState<PropertyImage[]>(existing?.images ?? []);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  /**
   * Edits made so far, and how many of them the server has: step 4 saves again only when they differ. Counted
   * (not a flag) so that what is typed while a save is on its way is not taken as saved.
   */
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const form = useRef<HTMLFormElement>(null);

  function change<F extends FormField>(field: F, value: PropertyFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest as FieldErrors<FormField>);
    edits.current += 1;
  }

  function changeOwner(field: OwnerField, value: string) {
    setOwner((current) => ({ ...current, [field]: value }));
    setOwnerErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function showOwnerErrors(found: FieldErrors<OwnerField>) {
    setOwnerErrors(found);
    setStep(0);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function toggleAmenity(amenity: Amenity, on: boolean) {
    change('amenities', on ? [...values.amenities, amenity] : values.amenities.filter((item) => item !== amenity));
  }

  /** Show the step with the first error and put the cursor in that field. */
  function showErrors(found: FieldErrors<FormField>, at: FormStep) {
    setErrors(found);
    setStep(at);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function goTo(next: Step) {
    setStep(next);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('.stepper__current')?.scrollIntoView({ block: 'nearest' }));
  }

  async function save(): Promise<boolean> {
    const all = validateAll(values);
    const first = firstStepWithError(all);
    if (first) {
      showErrors(all, first);
      return false;
    }
    if (listing && edits.current === savedEdits.current) return true;
    setSaving(true);
    const sending = edits.current;
    try {
      const body = toBody(values, { latitude: listing?.latitude, longitude: listing?.longitude });
      const answer = listing
        ? await updateProperty(listing.id, body)
        : forOwner
          ? await createPropertyForOwner({ ...body, ...ownerBody(owner) })
          : await createProperty(body);
      setListing(answer.data);
      savedEdits.current = sending;
      showToast(listing ? t('owner.form.saved') : t('owner.form.created'), 'success');
      // A tenant who posts becomes an owner on the server: take the new role, so the owner pages open.
      if (!listing && !forOwner && !isOwner(user)) void refreshUser();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.handled) return false;
      const wrongOwner = forOwner && !listing && error instanceof ApiError ? ownerErrorsFromServer(error.errors) : {};
      if (hasErrors(wrongOwner)) {
        showOwnerErrors(wrongOwner);
        showToast(error instanceof ApiError && !error.errors.owner_otp ? t('owner.form.fixErrors') : errorMessage(error), 'error');
        return false;
      }
      const fieldErrors = error instanceof ApiError ? (error.errors as FieldErrors<FormField>) : {};
      const at = firstStepWithError(fieldErrors);
      if (at) {
        showErrors(fieldErrors, at);
        showToast(t('owner.form.fixErrors'), 'error');
      } else {
        showToast(errorMessage(error), 'error');
      }
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    if (step === 5) return;
    if (step === 0) {
      const found = validateOwner(owner);
      // No code sent to this number yet: that comes first (the code box shows once it is sent).
      if (codeSent?.phone !== owner.owner_mobile_no && !found.owner_mobile_no) found.owner_otp = t('ownerStep.sendFirst');
      else if (codeSent?.phone !== owner.owner_mobile_no) delete found.owner_otp;
      if (hasErrors(found)) return showOwnerErrors(found);
      return goTo(1);
    }
    const found = validateStep(step, values);
    if (Object.keys(found).length) {
      showErrors(found, step);
      return;
    }
    if (step === SAVE_STEP) {
      if (await save()) goTo(5);
      return;
    }
    goTo((step + 1) as FormStep);
  }

  async function finish() {
    if (!listing) return;
    if (uploading) {
      showToast(t('photos.busy'), 'warning');
      return;
    }
    // Typed while the step-4 save was on its way: save that first.
    if (edits.current !== savedEdits.current && !(await save())) return;
    if (!isSubmittable(listing.status)) {
      navigate(home);
      return;
    }
    setSaving(true);
    try {
      await changePropertyState(listing.id, 'submit');
      showToast(t('owner.done.submit'), 'success');
      navigate(home);
    } catch (error) {
      setSaving(false);
      if (!(error instanceof ApiError && error.handled)) showToast(errorMessage(error), 'error');
    }
  }

  const fieldProps = (field: Exclude<FormField, 'amenities'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    testId: `property-${field}`,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value as never),
  });

  const choose = (field: 'property_type' | 'furnishing' | 'preferred_tenants' | 'bhk' | 'city', label: string, options: ReactNode) => (
    <SelectField label={label} {...fieldProps(field)}>
      {field !== 'city' && <option value="">{t('owner.form.choose')}</option>}
      {options}
    </SelectField>
  );

  const number = (field: Exclude<FormField, 'amenities'>, label: string, extra: { hint?: string } = {}) => (
    <TextField label={label} inputMode="numeric" autoComplete="off" {...fieldProps(field)} {...extra} />
  );
  // Rupee amounts show in Indian grouping as they are typed (12,500); the form keeps the digits.
  const rupees = (field: 'rent' | 'deposit' | 'maintenance', label: string) => (
    <RupeeField label={label} {...fieldProps(field)} onChange={(value) => change(field, value as never)} />
  );

  return (
    <form ref={form} className="property-form" onSubmit={next} noValidate data-testid="property-form">
      <ol className="stepper" aria-label={t('owner.form.steps')}>
        {steps.map((n, i) => (
          <li key={n} className={`stepper__step${n === step ? ' stepper__current' : ''}${n < step ? ' stepper__done' : ''}`}>
            {/* Earlier steps can be revisited; later ones open through Next (the checks run on the way). The owner
                is settled once the draft exists. */}
            <button
              type="button"
              className="stepper__button"
              disabled={n >= step || saving || (n < 5 && step === 5 && uploading) || (n === 0 && listing !== null)}
              aria-current={n === step ? 'step' : undefined}
              onClick={() => goTo(n)}
            >
              <span className="stepper__number">{i + 1}</span>
              <span className="stepper__label">{t(`owner.form.step${n}`)}</span>
            </button>
          </li>
        ))}
      </ol>

      <div className="card property-form__card">
        <div className="property-form__head">
          <h2 className="property-form__title">
            <span className="muted property-form__count">{t('owner.form.stepOf', { n: steps.indexOf(step) + 1, total: steps.length })}</span>{' '}
            {t(`owner.form.step${step}`)}
          </h2>
          {listing && <StatusChip listing={listing} />}
        </div>

        {step === 0 && (
          <OwnerStep values={owner} errors={ownerErrors} onChange={changeOwner} onErrors={setOwnerErrors} sent={codeSent} onSent={setCodeSent} />
        )}

        {step === 1 && (
          <fieldset className="form property-form__step" data-testid="add-property-step-1">
            <legend className="visually-hidden">{t('owner.form.step1')}</legend>
            <TextField label={t('form.title')} hint={t('form.titleHint')} maxLength={LIMITS.title} {...fieldProps('title')} />
            {choose(
              'property_type',
              t('form.type'),
              optionsOf(PROPERTY_TYPES, propertyTypeLabel),
            )}
            <div className="field-row">
              {choose(
                'bhk',
                t('form.bhk'),
                optionsOf(BHK_OPTIONS, bhkLabel),
              )}
              {number('bathrooms', t('form.bathrooms'))}
            </div>
            {choose(
              'furnishing',
              t('form.furnishing'),
              optionsOf(FURNISHINGS, furnishingLabel),
            )}
            {choose(
              'preferred_tenants',
              t('form.tenants'),
              optionsOf(PREFERRED_TENANTS, tenantsLabel),
            )}
          </fieldset>
        )}

        {step === 2 && (
          <fieldset className="form property-form__step" data-testid="add-property-step-2">
            <legend className="visually-hidden">{t('owner.form.step2')}</legend>
            {rupees('rent', t('form.rent'))}
            {/* The usual rent of homes like this one, once the rent and the locality are entered (nothing where too few). */}
            {Number(values.rent) > 0 && <FairRentMark city={values.city} locality={values.locality} bhk={Number(values.bhk) || 0} furnishing={values.furnishing} rent={Number(values.rent) || null} place="form" />}
            <div className="field-row">
              {rupees('deposit', t('form.deposit'))}
              {rupees('maintenance', t('form.maintenance'))}
            </div>
            <DateField label={t('form.availableFrom')} {...fieldProps('available_from')} onChange={(value) => change('available_from', value as never)} />
          </fieldset>
        )}

        {step === 3 && (
          <fieldset className="form property-form__step" data-testid="add-property-step-3">
            <legend className="visually-hidden">{t('owner.form.step3')}</legend>
            {choose(
              'city',
              t('form.city'),
              optionsOf(CITIES, cityName),
            )}
            <TextField label={t('form.locality')} maxLength={LIMITS.locality} autoComplete="address-level3" {...fieldProps('locality')} />
            {Number(values.rent) > 0 && <FairRentMark city={values.city} locality={values.locality} bhk={Number(values.bhk) || 0} furnishing={values.furnishing} rent={Number(values.rent) || null} place="form" />}
            <TextAreaField label={t('form.address')} rows={2} maxLength={LIMITS.address} autoComplete="street-address" {...fieldProps('address')} />
            <TextField label={t('form.pincode')} inputMode="numeric" maxLength={PINCODE_LENGTH} autoComplete="postal-code" {...fieldProps('pincode')} />
          </fieldset>
        )}

        {step === 4 && (
          <fieldset className="form property-form__step" data-testid="add-property-step-4">
            <legend className="visually-hidden">{t('owner.form.step4')}</legend>
            {number('built_up_area', t('form.area'))}
            <div className="field-row">
              {number('floor', t('form.floor'))}
              {number('total_floors', t('form.totalFloors'))}
            </div>
            <ChecksField
              legend={t('form.amenities')}
              className="amenity-choice"
              options={AMENITIES}
              values={values.amenities}
              optionLabel={amenityLabel}
              optionTestId={(amenity) => `property-amenity-${amenity}`}
              onToggle={toggleAmenity}
            />
            <TextAreaField label={t('form.description')} rows={5} maxLength={LIMITS.description} {...fieldProps('description')} />
            <TextField
              label={t('form.tour')}
              hint={t('form.tourHint')}
              type="url"
              inputMode="url"
              maxLength={LIMITS.virtualTourUrl}
              {...fieldProps('virtual_tour_url')}
            />
          </fieldset>
        )}

        {step === 5 && listing && (
          <div className="property-form__step" data-testid="add-property-step-5">
            <PhotoStep propertyId={listing.id} images={images} onImages={setImages} onBusyChange={setUploading} />
          </div>
        )}

        <div className="actions property-form__actions">
          {step > steps[0]! && !(step === 1 && listing !== null && forOwner) && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => goTo((step - 1) as Step)}
              disabled={saving || (step === 5 && uploading)}
              data-testid="add-property-back"
            >
              {t('owner.form.back')}
            </button>
          )}
          {step < 5 ? (
            <button type="submit" className="button button--primary" disabled={saving} data-testid="add-property-next">
              {saving ? t('owner.form.saving') : step === SAVE_STEP ? t('owner.form.save') : t('owner.form.next')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button button--primary"
                onClick={finish}
                disabled={saving || uploading}
                data-testid="add-property-submit"
              >
                {listing && isSubmittable(listing.status)
                  ? saving
                    ? t('owner.form.submitting')
                    : t('owner.form.submit')
                  : t('owner.form.finish')}
              </button>
              {listing && isSubmittable(listing.status) && (
                <Link className="button button--ghost" to={home} data-testid="add-property-later">
                  {t('owner.form.later')}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </form>
  );
}
