/**
 * POST /property-requests (docs/contexts/projects.md): a tenant's request for a home the
 * listing does not show. Anyone may send one; a signed-in user's token links it to their account.
 * Its own module so that only the request form's chunk carries it.
 */
import type { City } from '../property/cities';
import { request } from './client';
import type { CreatedId } from '../../../adapters/http/contract/wire/common';
import type * as Wire from '../../../adapters/http/contract/wire/property-requests';

/** What the request form sends (a subset of the contract's body: the site always sends names, number, city, budget). */
export interface PropertyRequestBody extends Wire.PropertyRequestBody {
  first_name: string;
  last_name: string;
  mobile_no: string;
  email?: string;
  city: City;
  locality?: string;
  /** 0 = 1 RK. */
  bhk?: number;
  /** Whole rupees a month, 500 to 1,00,00,000. */
  budget: number;
  /** YYYY-MM-DD. */
  move_in_date?: string;
  notes?: string;
}

export const createPropertyRequest = (body: PropertyRequestBody) =>
  request<CreatedId>('POST', '/property-requests', { body, auth: true });
