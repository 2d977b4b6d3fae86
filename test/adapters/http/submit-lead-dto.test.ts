import { describe, expect, it } from 'vitest';
import { LeadStatusDto, SubmitLeadDto } from '../../../adapters/http/leads/leads.dto.js';
import { parseBody } from '../../../adapters/http/validate-dto.js';
import { LeadMessages } from '../../../domain/leads/leads.errors.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import { Messages } from '../../../domain/shared/messages.js';

const valid = { first_name: 'ankit', last_name: 'verma', mobile_no: '9801000077', type: 'TENANT' };

async function fieldsOf(body: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await parseBody(SubmitLeadDto, { ...valid, ...body });
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  return {};
}

/** The callback request is checked once, at the edge, with the domain's rules and the spec's messages. */
describe('SubmitLeadDto', () => {
  it('takes a valid request, the mobile number as text or a number', async () => {
    expect(await fieldsOf({})).toEqual({});
    expect(await fieldsOf({ mobile_no: 9801000077, email: null, description: null })).toEqual({});
  });

  it('reports every bad field at once, each with its rule message', async () => {
    expect(await fieldsOf({ first_name: '1', last_name: '', mobile_no: '1', email: 'bad', type: 'BUYER', description: 'x'.repeat(1001) })).toEqual({
      first_name: Messages.nameChars,
      last_name: Messages.required,
      mobile_no: Messages.phoneDigits,
      email: Messages.emailPattern,
      description: Messages.descriptionTooLong,
      type: LeadMessages.invalidType,
    });
  });

  it('reads type (required) and property_id against type with the other fields, in the same 400', async () => {
    const listing = '0190f0a0-0000-7000-8000-000000000001';
    expect(await fieldsOf({ first_name: '1', type: 'PROPERTY' })).toEqual({ first_name: Messages.nameChars, property_id: LeadMessages.propertyRequired });
    expect(await fieldsOf({ last_name: '', type: undefined })).toEqual({ last_name: Messages.required, type: Messages.required });
    expect(await fieldsOf({ type: null })).toEqual({ type: Messages.required });
    expect(await fieldsOf({ type: '' })).toEqual({ type: Messages.required });
    expect(await fieldsOf({ type: 'TENANT', property_id: listing })).toEqual({ property_id: LeadMessages.propertyNotAllowed });
    // An unknown type is no PROPERTY, so a given property is not allowed either.
    expect(await fieldsOf({ type: 'BUYER', property_id: listing })).toEqual({ type: LeadMessages.invalidType, property_id: LeadMessages.propertyNotAllowed });
    expect(await fieldsOf({ type: 'PROPERTY', property_id: 'abc', mobile_no: '1' })).toEqual({ mobile_no: Messages.phoneDigits, property_id: LeadMessages.propertyInvalid });
    for (const none of ['', null, undefined]) expect(await fieldsOf({ type: 'PROPERTY', property_id: none })).toEqual({ property_id: LeadMessages.propertyRequired });
    expect(await fieldsOf({ type: 'PROPERTY', property_id: listing.toUpperCase() })).toEqual({});
  });

  it('says a phone that is neither text nor a number is required, and reads the country code only for a good number', async () => {
    for (const mobile_no of [true, {}, [], null, undefined]) expect(await fieldsOf({ mobile_no })).toEqual({ mobile_no: Messages.phoneRequired });
    expect(await fieldsOf({ mobile_no: '12', country_code: '+44' })).toEqual({ mobile_no: Messages.phoneDigits });
    expect(await fieldsOf({ mobile_no: true, country_code: '+44' })).toEqual({ mobile_no: Messages.phoneRequired });
    expect(await fieldsOf({ country_code: '+44' })).toEqual({ country_code: Messages.countryCode });
    expect(await fieldsOf({ country_code: '' })).toEqual({ country_code: Messages.countryCode });
    expect(await fieldsOf({ country_code: null })).toEqual({});
  });

  it('answers a text field of the wrong type alone, in words true of a non-text value', async () => {
    // Not "too long": a number is not text.
    expect(await fieldsOf({ description: 42 })).toEqual({ description: 'description must be text.' });
    expect(await fieldsOf({ description: ['a'] })).toEqual({ description: 'description must be text.' });
    expect(await fieldsOf({ first_name: 42, country_code: 91 })).toEqual({ first_name: Messages.nameChars, country_code: Messages.countryCode });
    expect(await fieldsOf({ first_name: 42, last_name: '', mobile_no: '1', type: 'PROPERTY' })).toEqual({ first_name: Messages.nameChars });
    expect(await fieldsOf({ type: 5, property_id: 7, email: 1 })).toEqual({ type: LeadMessages.invalidType, property_id: LeadMessages.propertyInvalid, email: Messages.emailPattern });
  });
});

/** A lead's new status is checked at the edge: the use case takes a LeadStatus. */
describe('LeadStatusDto', () => {
  const statusError = async (status: unknown) => {
    try {
      await parseBody(LeadStatusDto, { status });
    } catch (error) {
      if (error instanceof ValidationError) return error.fields.status;
      throw error;
    }
    return undefined;
  };

  it('takes a lifecycle status; an empty one is required, any other is refused with its message', async () => {
    expect(await statusError('CONTACTED')).toBeUndefined();
    for (const empty of [undefined, null, '']) expect(await statusError(empty)).toBe(Messages.required);
    for (const wrong of ['DONE', 42]) expect(await statusError(wrong)).toBe(LeadMessages.invalidStatus);
  });
});
