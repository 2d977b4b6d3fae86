/**
 * Listings generated inside PostgreSQL for the search bench (`npm run bench`, a million of them) and for the
 * tests that read the search's plans on a table large enough for the planner to choose as it would in
 * production. A realistic spread: 70% Patna and four other cities, 12 localities, BHK 1-4, six property types,
 * rents by BHK, 85% live (10% of those past their listed window), 30% verified, published over the last 70 days.
 */

/** The one owner of every generated listing (inserted by GENERATED_OWNER_SQL, before the listings). */
export const GENERATED_OWNER_ID = '00000000-0000-7000-8000-00000000b0b0';

export const GENERATED_OWNER_SQL = `insert into users (id, first_name, last_name, primary_role, mobile_no, country_code, status, created_at, updated_at)
    values ('${GENERATED_OWNER_ID}', 'Bench', 'Owner', 'OWNER', '9000000000', '+91', 'ACTIVE', now(), now()) on conflict do nothing`;

/** Listings number `from` to `to` (inclusive); the same numbers always give the same listings but their ids. */
export function generatedListingsSql(from: number, to: number): string {
  if (!Number.isInteger(from) || !Number.isInteger(to)) throw new Error('listing numbers are integers');
  return `insert into properties (id, owner_id, posted_by_id, posted_by_role, title, description, property_type, bhk, bathrooms, furnishing,
         preferred_tenants, rent, deposit, maintenance, built_up_area, floor, total_floors, available_from, amenities, city, locality, address,
         pincode, status, submitted_at, published_at, listed_until, verified_at, verified_until, view_count, wishlist_count, callback_count, created_at, updated_at)
       select gen_random_uuid(), o, o, 'OWNER',
         b || ' BHK ' || lower(replace(t, '_', ' ')) || ' in ' || loc, null, t, b, greatest(1, b - 1),
         (array['UNFURNISHED','SEMI_FURNISHED','FULLY_FURNISHED'])[1 + (i % 3)],
         (array['FAMILY','BACHELOR_MALE','BACHELOR_FEMALE','ANY'])[1 + (i % 4)],
         r, r * 2, (i % 5) * 250, 300 + b * 350, i % 6, 6, current_date + ((i % 90) - 30),
         array['POWER_BACKUP','WATER_24X7'], c, loc, loc || ', ' || initcap(c), '800001', s,
         pub, pub, case when s = 'LIVE' then (case when i % 10 = 0 then now() - interval '1 day' else now() + interval '20 days' end) end,
         case when i % 10 < 3 then pub end, case when i % 10 < 3 then now() + interval '60 days' end, 0, 0, 0, pub, pub
       from (
         select i, '${GENERATED_OWNER_ID}'::uuid as o,
           1 + (i % 4) as b,
           (array['APARTMENT','APARTMENT','INDEPENDENT_HOUSE','BUILDER_FLOOR','ROOM','PG'])[1 + (i % 6)] as t,
           (array['Boring Road','Kankarbagh','Patliputra Colony','Rajendra Nagar','Bailey Road','Danapur','Anisabad','Fraser Road','Kidwaipuri','Gardanibagh','Saguna More','Bankipur'])[1 + ((i / 7) % 12)] as loc,
           (case when i % 10 < 7 then 'patna' else (array['gaya','muzaffarpur','bhagalpur','ranchi'])[1 + (i % 4)] end) as c,
           3000 + (1 + (i % 4)) * 2500 + ((i::bigint * 7919) % 8000)::int as r,
           (case when i % 20 < 17 then 'LIVE' when i % 20 = 17 then 'SUBMITTED' when i % 20 = 18 then 'RENTED' else 'DRAFT' end) as s,
           now() - ((i % 100000) || ' minutes')::interval as pub
         from generate_series(${from}, ${to}) as i
       ) g`;
}
