import { Property } from '../../domain/properties/property.js';
import type { Furnishing, PropertyType } from '../../domain/properties/property-options.js';
import { roundRent } from '../../domain/rent-trends/rent-figure.js';
import { indiaDate } from '../../domain/shared/india-date.js';
import { Tenancy } from '../../domain/tenancies/tenancy.js';
import { parseTenancyTerms } from '../../domain/tenancies/tenancy-terms.js';
import { User } from '../../domain/users/user.js';
import type { DemoStores } from './demo-data.js';

/**
 * A year of Patna's rental market for the rent trends and the fair-rent mark (docs/contexts/rent-trends.md): in six
 * locality × BHK × furnishing groups (those of the demo's live Patna homes), five homes listed in each of the past
 * twelve months and let soon after, at rents drifting up over the year. In two of them every home was let through a
 * tenancy both sides confirmed, a little below its asking rent (the agreed rents). All are let (none is in search),
 * owned by one demo owner.
 */
const GROUPS: Array<{ locality: string; pincode: string; bhk: number; furnishing: Furnishing; propertyType: PropertyType; base: number; agreed: boolean }> = [
  { locality: 'Kankarbagh', pincode: '800020', bhk: 2, furnishing: 'SEMI_FURNISHED', propertyType: 'APARTMENT', base: 12000, agreed: true },
  { locality: 'Kankarbagh', pincode: '800020', bhk: 1, furnishing: 'FULLY_FURNISHED', propertyType: 'APARTMENT', base: 8500, agreed: false },
  { locality: 'Boring Road', pincode: '800001', bhk: 2, furnishing: 'SEMI_FURNISHED', propertyType: 'APARTMENT', base: 14500, agreed: true },
  { locality: 'Rajendra Nagar', pincode: '800016', bhk: 2, furnishing: 'SEMI_FURNISHED', propertyType: 'BUILDER_FLOOR', base: 11500, agreed: false },
  { locality: 'Patliputra Colony', pincode: '800013', bhk: 3, furnishing: 'UNFURNISHED', propertyType: 'INDEPENDENT_HOUSE', base: 24000, agreed: false },
  { locality: 'Bailey Road', pincode: '800014', bhk: 1, furnishing: 'FULLY_FURNISHED', propertyType: 'PG', base: 7000, agreed: false },
];
export const RENT_HISTORY_HOMES_PER_MONTH = 5;
export const RENT_HISTORY_MONTHS = 12;

const OWNER: [string, string, string] = ['Ravi', 'Shankar', '9801000004'];
const TENANTS: Array<[string, string, string]> = [
  ['Alok', 'Kumar', '9801000031'],
  ['Ritu', 'Sinha', '9801000032'],
  ['Sanjeev', 'Mehta', '9801000033'],
];

/** The rent of home `j` (0-4) listed `monthsAgo` months ago in a group: spread ±15% around a base rising ~0.5% a month. */
export function historyRent(base: number, monthsAgo: number, j: number): number {
  return roundRent(base * (1 - 0.005 * monthsAgo) * (0.85 + 0.075 * j));
}

/**
 * Seeds the year of let homes once (false when its owner exists already). Separate from seedDemoData so the demo's
 * counts of live homes, listings and tenancies stay as they are; adapters/main.ts runs both while seeding is on.
 */
export async function seedRentHistory(stores: DemoStores, now: Date): Promise<boolean> {
  if (await stores.users.findByMobile(OWNER[2])) return false;
  await stores.unitOfWork.run(async () => {
    const joined = new Date(now.getTime() - 400 * 86_400_000);
    const owner = User.register({ firstName: OWNER[0], lastName: OWNER[1], mobileNo: OWNER[2], primaryRole: 'OWNER', secondaryRole: null }, joined);
    await stores.users.save(owner);
    const tenants: User[] = [];
    for (const [firstName, lastName, mobileNo] of TENANTS) {
      const tenant = User.register({ firstName, lastName, mobileNo, primaryRole: 'TENANT', secondaryRole: null }, joined);
      await stores.users.save(tenant);
      tenants.push(tenant);
    }
    let n = 0;
    for (const group of GROUPS) {
      for (let monthsAgo = RENT_HISTORY_MONTHS - 1; monthsAgo >= 0; monthsAgo--) {
        for (let j = 0; j < RENT_HISTORY_HOMES_PER_MONTH; j++) {
          const listed = listedAt(now, monthsAgo, j);
          const rent = historyRent(group.base, monthsAgo, j);
          const property = Property.draft(
            {
              ownerId: owner.id,
              postedById: owner.id,
              postedByRole: 'OWNER',
              details: {
                title: `${group.bhk} BHK in ${group.locality}`,
                description: `${group.bhk} BHK in ${group.locality}, let.`,
                propertyType: group.propertyType,
                bhk: group.bhk,
                bathrooms: Math.max(1, group.bhk),
                furnishing: group.furnishing,
                preferredTenants: 'ANY',
                rent,
                deposit: rent * 2,
                maintenance: 0,
                builtUpArea: 450 + group.bhk * 300,
                floor: 1,
                totalFloors: 3,
                availableFrom: indiaDate(listed),
                amenities: ['WATER_24X7'],
                city: 'patna',
                locality: group.locality,
                address: `${group.locality}, Patna`,
                pincode: group.pincode,
                latitude: null,
                longitude: null,
                virtualTourUrl: null,
              },
            },
            listed,
          );
          property.submit(listed);
          property.approve(listed);
          const letAt = new Date(Math.min(listed.getTime() + 9 * 86_400_000, now.getTime() - 60_000));
          if (group.agreed) {
            const tenant = tenants[n++ % tenants.length]!;
            const agreedRent = roundRent(rent * (0.97 - 0.01 * (j % 3)));
            const { tenancy, event } = Tenancy.propose(
              {
                propertyId: property.id,
                city: 'patna',
                ownerId: owner.id,
                tenantId: tenant.id,
                terms: parseTenancyTerms({ rent: agreedRent, deposit: agreedRent * 2, maintenance: 0, moveInDate: indiaDate(letAt) }, letAt),
                actor: { id: owner.id, role: 'OWNER' },
              },
              letAt,
            );
            const events = [event, tenancy.confirm('OWNER', 1, letAt).event, tenancy.confirm('TENANT', 1, letAt).event];
            property.markRented(letAt);
            await stores.properties.save(property);
            await stores.tenancies.save(tenancy);
            for (const e of events) await stores.tenancies.addEvent(e);
          } else {
            property.markRented(letAt);
            await stores.properties.save(property);
          }
        }
      }
    }
  });
  return true;
}

/** When home `j` of a month was listed: spread over that month (India time), never after `now`. */
function listedAt(now: Date, monthsAgo: number, j: number): Date {
  if (monthsAgo === 0) return new Date(now.getTime() - (j + 1) * 2 * 3_600_000);
  const india = new Date(now.getTime() + 5.5 * 3_600_000);
  const index = india.getUTCFullYear() * 12 + india.getUTCMonth() - monthsAgo;
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 2 + j * 5, 5, 0) - 5.5 * 3_600_000);
}
