import type { LeadRepository } from '../../application/leads/ports/lead.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { Lead, type LeadType } from '../../domain/leads/lead.js';
import type { LeadStatus } from '../../domain/leads/lead-status.js';
import type { Role } from '../../domain/users/role.js';
import { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { Property, type PropertyDetails } from '../../domain/properties/property.js';

type Listing = Pick<PropertyDetails, 'title' | 'propertyType' | 'bhk' | 'rent' | 'locality' | 'furnishing' | 'preferredTenants'> & { verified: boolean };
const LISTINGS: Listing[] = [
  { title: '2 BHK family flat near Boring Road', propertyType: 'APARTMENT', bhk: 2, rent: 14000, locality: 'Boring Road', furnishing: 'SEMI_FURNISHED', preferredTenants: 'FAMILY', verified: true },
  { title: '1 BHK for working professionals', propertyType: 'APARTMENT', bhk: 1, rent: 8500, locality: 'Kankarbagh', furnishing: 'FULLY_FURNISHED', preferredTenants: 'ANY', verified: true },
  { title: '3 BHK independent house with parking', propertyType: 'INDEPENDENT_HOUSE', bhk: 3, rent: 25000, locality: 'Patliputra Colony', furnishing: 'UNFURNISHED', preferredTenants: 'FAMILY', verified: false },
  { title: 'Single room near Patna Junction', propertyType: 'ROOM', bhk: 1, rent: 4500, locality: 'Fraser Road', furnishing: 'SEMI_FURNISHED', preferredTenants: 'BACHELOR_MALE', verified: false },
  { title: 'Girls PG with meals, Bailey Road', propertyType: 'PG', bhk: 1, rent: 7000, locality: 'Bailey Road', furnishing: 'FULLY_FURNISHED', preferredTenants: 'BACHELOR_FEMALE', verified: true },
  { title: '2 BHK builder floor, Rajendra Nagar', propertyType: 'BUILDER_FLOOR', bhk: 2, rent: 12000, locality: 'Rajendra Nagar', furnishing: 'SEMI_FURNISHED', preferredTenants: 'ANY', verified: false },
];

const PEOPLE: Array<[string, string, string, Role, Role | null]> = [
  ['Rakesh', 'Sinha', '9801000001', 'OWNER', null],
  ['Sunita', 'Devi', '9801000002', 'OWNER', null],
  ['Manoj', 'Kumar', '9801000003', 'OWNER', null],
  ['Priya', 'Singh', '9801000011', 'TENANT', null],
  ['Amit', 'Raj', '9801000012', 'TENANT', 'OWNER'],
  ['Neha', 'Kumari', '9801000013', 'TENANT', null],
  ['Vikash', 'Yadav', '9801000021', 'RIDER', null],
  ['Sonu', 'Paswan', '9801000022', 'RIDER', null],
];

const LEADS: Array<[string, string, string, LeadType, LeadStatus, string | null]> = [
  ['Ankit', 'Verma', '9801100001', 'TENANT', 'NEW', 'Looking for a 2 BHK near Boring Road, budget 15,000.'],
  ['Pooja', 'Mishra', '9801100002', 'TENANT', 'CONTACTED', 'Need a family flat in Kankarbagh from next month.'],
  ['Ramesh', 'Prasad', '9801100003', 'OWNER', 'NEW', 'I want to list my 3 BHK in Patliputra Colony.'],
  ['Kavita', 'Jha', '9801100004', 'TENANT', 'FOLLOW_UP', 'Single room for a working woman near Patna Junction.'],
  ['Deepak', 'Choudhary', '9801100005', 'OWNER', 'CONVERTED', 'Two shops and a flat in Rajendra Nagar.'],
  ['Shalini', 'Gupta', '9801100006', 'TENANT', 'CLOSED', null],
  ['Rohit', 'Ranjan', '9801100007', 'TENANT', 'NEW', 'Bachelor, 1 BHK, near AIIMS Patna.'],
  ['Meena', 'Kumari', '9801100008', 'PROPERTY', 'NEW', 'Is the Bailey Road flat still available?'],
  ['Sanjay', 'Thakur', '9801100009', 'OWNER', 'CONTACTED', 'Independent house in Danapur.'],
  ['Arti', 'Sharma', '9801100010', 'TENANT', 'NEW', 'PG for my daughter near Patna Women’s College.'],
  ['Gaurav', 'Anand', '9801100011', 'TENANT', 'NEW', null],
  ['Nisha', 'Rani', '9801100012', 'PROPERTY', 'CONTACTED', 'Can I visit the Kankarbagh flat on Saturday?'],
];

/** A few owners, tenants, riders, live listings and leads so a fresh install has something to show. Runs once. */
export async function seedDemoData(users: UserRepository, leads: LeadRepository, properties: PropertyRepository, adminId: string, now: Date): Promise<boolean> {
  const existing = await leads.list({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 1 });
  if (existing.total > 0 || (await users.findByMobile(PEOPLE[0]![2]))) return false;

  const owners: User[] = [];
  for (const [firstName, lastName, mobileNo, primaryRole, secondaryRole] of PEOPLE) {
    const user = User.register({ firstName, lastName, mobileNo, primaryRole, secondaryRole }, now);
    await users.save(user);
    if (primaryRole === 'OWNER') owners.push(user);
  }
  const listingIds: string[] = [];
  for (const [i, { verified, ...listing }] of LISTINGS.entries()) {
    const owner = owners[i % owners.length]!;
    const at = new Date(now.getTime() - (LISTINGS.length - i) * 6 * 3_600_000);
    const property = Property.draft(
      {
        ownerId: owner.id,
        postedById: owner.id,
        postedByRole: 'OWNER',
        details: {
          ...listing,
          description: `${listing.title}. Well connected, water and power backup; visit with our rider any day.`,
          bathrooms: Math.max(1, listing.bhk),
          deposit: listing.rent * 2,
          maintenance: listing.rent >= 10000 ? 1000 : 0,
          builtUpArea: listing.propertyType === 'ROOM' || listing.propertyType === 'PG' ? 180 : 450 + listing.bhk * 300,
          floor: 1,
          totalFloors: 4,
          availableFrom: at.toISOString().slice(0, 10),
          amenities: ['POWER_BACKUP', 'WATER_24X7', ...(listing.rent > 10000 ? (['PARKING', 'SECURITY'] as const) : [])],
          city: 'patna',
          address: `${listing.locality}, Patna`,
          pincode: '800001',
          latitude: null,
          longitude: null,
          virtualTourUrl: null,
        },
      },
      at,
    );
    property.submit(at);
    property.approve(at);
    if (verified) property.verify(adminId, at);
    await properties.save(property);
    listingIds.push(property.id);
  }
  let minutesAgo = LEADS.length * 95;
  for (const [firstName, lastName, mobileNo, type, status, description] of LEADS) {
    const createdAt = new Date(now.getTime() - minutesAgo * 60_000);
    minutesAgo -= 95;
    const lead = Lead.submit(
      {
        firstName,
        lastName,
        mobileNo,
        email: null,
        description,
        type,
        propertyId: type === 'PROPERTY' ? listingIds[Number(mobileNo.slice(-2)) % listingIds.length]! : null,
        clientIp: null,
      },
      createdAt,
    );
    const path: Record<LeadStatus, LeadStatus[]> = {
      NEW: [],
      CONTACTED: ['CONTACTED'],
      FOLLOW_UP: ['CONTACTED', 'FOLLOW_UP'],
      CONVERTED: ['CONTACTED', 'CONVERTED'],
      CLOSED: ['CLOSED'],
    };
    for (const step of path[status]) lead.changeStatus(step, adminId, createdAt);
    await leads.save(lead);
  }
  return true;
}
