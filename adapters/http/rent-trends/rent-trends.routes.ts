import { Type } from '@sinclair/typebox';
import { GetFairRent } from '../../../application/rent-trends/get-fair-rent.use-case.js';
import { GetRentTrends } from '../../../application/rent-trends/get-rent-trends.use-case.js';
import { EnvelopeOf, Nullable } from '../contract/wire/common.js';
import { FairRentSchema, RentTrendsSchema } from '../contract/wire/rent-trends.js';
import { envelope } from '../envelope.js';
import { declareRoutes } from '../shared/route.js';
import { FairRentQueryDto } from './rent-trends.dto.js';
import { fairRentJson, rentTrendsJson } from './rent-trends.presenter.js';

export const rentTrendsNeeds = { getRentTrends: GetRentTrends, getFairRent: GetFairRent };

const CITY = Type.String({ description: 'A city we serve, e.g. patna' });
const LOCALITY = Type.String({ description: "A locality's address key, e.g. kankarbagh or boring-road" });

/**
 * The numbers of the rent trends' pages (/rent-trends/<city>[/<locality>], adapters/http/rent-trends-page/) and the
 * fair-rent mark, as JSON: what the scheduled job last stored, nothing computed per request. Public, cacheable for a
 * few minutes.
 */
export const rentTrendsRoutes = declareRoutes(rentTrendsNeeds, { tag: 'Rent trends', dialect: 'envelope' }, (route) => [
  route({
    method: 'GET',
    path: '/fair-rent',
    access: 'public',
    summary: "The usual rent of a home's comparables (same city, locality, BHK, furnishing) and where a rent sits",
    description: '`data` is null where fewer than 5 comparable homes are known (nothing is shown then).',
    query: FairRentQueryDto,
    ok: [{ status: 200, schema: EnvelopeOf(Nullable(FairRentSchema)) }],
    errors: [400],
    handle: async ({ query, ctx }, uses) => {
      const [fair] = await uses.getFairRent.execute([{ city: query.city, locality: query.locality, bhk: query.bhk, furnishing: query.furnishing, rent: query.rent ?? null }]);
      ctx.set('Cache-Control', 'public, max-age=300');
      return envelope({ data: fairRentJson(fair ?? null) });
    },
  }),
  route({
    method: 'GET',
    path: '/rent-trends/:city',
    access: 'public',
    summary: "A city's rent trends: every locality × BHK now, and the whole city's 12 months",
    params: { city: CITY },
    ok: [{ status: 200, schema: EnvelopeOf(RentTrendsSchema) }],
    errors: [404],
    handle: async ({ params, ctx }, uses) => {
      const view = await uses.getRentTrends.execute({ city: params.city! });
      ctx.set('Cache-Control', 'public, max-age=300');
      return envelope({ data: rentTrendsJson(view) });
    },
  }),
  route({
    method: 'GET',
    path: '/rent-trends/:city/:locality',
    access: 'public',
    summary: "A locality's rent trends: each BHK now (by furnishing where enough homes) and its 12 months",
    params: { city: CITY, locality: LOCALITY },
    ok: [{ status: 200, schema: EnvelopeOf(RentTrendsSchema) }],
    errors: [404],
    handle: async ({ params, ctx }, uses) => {
      const view = await uses.getRentTrends.execute({ city: params.city!, localityKey: params.locality! });
      ctx.set('Cache-Control', 'public, max-age=300');
      return envelope({ data: rentTrendsJson(view) });
    },
  }),
]);
