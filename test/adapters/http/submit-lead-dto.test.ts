import { describe, expect, it } from 'vitest';
import { SubmitLeadDto } from '../../../adapters/http/dto/leads.dto.js';
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

  it('tells a sender of the wrong type so, rather than that the text is too long', async () => {
    expect(await fieldsOf({ description: 42 })).toEqual({ description: 'description must be text.' });
    expect(await fieldsOf({ first_name: 42, country_code: 91 })).toEqual({ first_name: Messages.nameChars, country_code: Messages.countryCode });
  });
});
