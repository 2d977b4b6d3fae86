import { Lead, type LeadType } from '../../domain/leads/lead.js';
import type { LeadStatus } from '../../domain/leads/lead-status.js';
import type { Role } from '../../domain/users/role.js';
import { User } from '../../domain/users/user.js';
import { Property, type PropertyDetails } from '../../domain/properties/property.js';
import { RiderApplication } from '../../domain/riders/rider-application.js';
import { Ride, type RideActor } from '../../domain/rides/ride.js';
import { RideSlot } from '../../domain/rides/ride-slot.js';
import { indiaDate, indiaHour } from '../../domain/shared/india-date.js';
import type { Container } from 'inversify';
import { LeadRepository } from '../../application/leads/ports/lead.repository.port.js';
import { PropertyRequestRepository } from '../../application/property-requests/ports/property-request.repository.port.js';
import { PropertyRequest } from '../../domain/property-requests/property-request.js';
import { ImageProcessor } from '../../application/properties/ports/image-processor.port.js';
import { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import { PropertyImageRepository } from '../../application/properties/ports/property-image.repository.port.js';
import { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { RideRepository } from '../../application/rides/ports/ride.repository.port.js';
import { PaymentRepository } from '../../application/tenancies/ports/payment.repository.port.js';
import { TenancyRepository } from '../../application/tenancies/ports/tenancy.repository.port.js';
import { GuideRepository } from '../../application/guides/ports/guide.repository.port.js';
import { seedDemoGuides } from './demo-guides.js';
import { parsePaymentDetails, Payment } from '../../domain/tenancies/payment.js';
import { Tenancy } from '../../domain/tenancies/tenancy.js';
import { parseTenancyTerms } from '../../domain/tenancies/tenancy-terms.js';
import { RiderApplicationRepository } from '../../application/riders/ports/rider-application.repository.port.js';
import { keepIdNumber } from '../../application/riders/id-number-keeping.js';
import { SecretBox } from '../../application/shared/ports/secret-box.port.js';
import { SecretHasher } from '../../application/shared/ports/secret-hasher.port.js';
import { Clock } from '../../application/shared/ports/clock.port.js';
import { UnitOfWork } from '../../application/shared/ports/unit-of-work.port.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { seedDemoPhotos, type DemoPhotoResult, type DemoPhotoStores } from './demo-photos.js';
import { cityName as cityNameIn } from '../../domain/properties/city-names.js';

/** `spot`: about where the locality is (the map on the details page); `tour`: a virtual tour (Matterport's public sample space). */
type Listing = Pick<PropertyDetails, 'title' | 'propertyType' | 'bhk' | 'rent' | 'locality' | 'furnishing' | 'preferredTenants' | 'city' | 'pincode'> & {
  verified: boolean;
  spot: [number, number];
  tour?: string;
};
/** Patna first (the riders' visits below use its six, by position); then a few homes in every other city of the picker. */
const LISTINGS: Listing[] = [
  { title: '2 BHK family flat near Boring Road', propertyType: 'APARTMENT', bhk: 2, rent: 14000, locality: 'Boring Road', furnishing: 'SEMI_FURNISHED', preferredTenants: 'FAMILY', city: 'patna', pincode: '800001', verified: true, spot: [25.6133, 85.119], tour: 'https://my.matterport.com/show/?m=SxQL3iGyoDo' },
  { title: '1 BHK for working professionals', propertyType: 'APARTMENT', bhk: 1, rent: 8500, locality: 'Kankarbagh', furnishing: 'FULLY_FURNISHED', preferredTenants: 'ANY', city: 'patna', pincode: '800020', verified: true, spot: [25.596, 85.158] },
  { title: '3 BHK independent house with parking', propertyType: 'INDEPENDENT_HOUSE', bhk: 3, rent: 25000, locality: 'Patliputra Colony', furnishing: 'UNFURNISHED', preferredTenants: 'FAMILY', city: 'patna', pincode: '800013', verified: false, spot: [25.627, 85.105] },
  { title: 'Single room near Patna Junction', propertyType: 'ROOM', bhk: 1, rent: 4500, locality: 'Fraser Road', furnishing: 'SEMI_FURNISHED', preferredTenants: 'BACHELOR_MALE', city: 'patna', pincode: '800001', verified: false, spot: [25.608, 85.139] },
  { title: 'Girls PG with meals, Bailey Road', propertyType: 'PG', bhk: 1, rent: 7000, locality: 'Bailey Road', furnishing: 'FULLY_FURNISHED', preferredTenants: 'BACHELOR_FEMALE', city: 'patna', pincode: '800014', verified: true, spot: [25.61, 85.088] },
  { title: '2 BHK builder floor, Rajendra Nagar', propertyType: 'BUILDER_FLOOR', bhk: 2, rent: 12000, locality: 'Rajendra Nagar', furnishing: 'SEMI_FURNISHED', preferredTenants: 'ANY', city: 'patna', pincode: '800016', verified: false, spot: [25.602, 85.16] },
  { title: '2 BHK flat near Gaya Junction', propertyType: 'APARTMENT', bhk: 2, rent: 9500, locality: 'Station Road', furnishing: 'SEMI_FURNISHED', preferredTenants: 'FAMILY', city: 'gaya', pincode: '823002', verified: true, spot: [24.803, 85.009] },
  { title: 'Independent house in A.P. Colony', propertyType: 'INDEPENDENT_HOUSE', bhk: 3, rent: 16000, locality: 'A.P. Colony', furnishing: 'UNFURNISHED', preferredTenants: 'FAMILY', city: 'gaya', pincode: '823001', verified: false, spot: [24.783, 84.997] },
  { title: '2 BHK apartment in Mithanpura', propertyType: 'APARTMENT', bhk: 2, rent: 10000, locality: 'Mithanpura', furnishing: 'SEMI_FURNISHED', preferredTenants: 'ANY', city: 'muzaffarpur', pincode: '842002', verified: true, spot: [26.102, 85.375] },
  { title: 'Room for students near LS College', propertyType: 'ROOM', bhk: 1, rent: 3500, locality: 'Brahmpura', furnishing: 'FULLY_FURNISHED', preferredTenants: 'BACHELOR_MALE', city: 'muzaffarpur', pincode: '842003', verified: false, spot: [26.113, 85.381] },
  { title: '1 BHK near Tilka Manjhi Chowk', propertyType: 'APARTMENT', bhk: 1, rent: 6500, locality: 'Tilka Manjhi', furnishing: 'SEMI_FURNISHED', preferredTenants: 'ANY', city: 'bhagalpur', pincode: '812001', verified: true, spot: [25.244, 86.979] },
  { title: '3 BHK builder floor, Adampur', propertyType: 'BUILDER_FLOOR', bhk: 3, rent: 14000, locality: 'Adampur', furnishing: 'SEMI_FURNISHED', preferredTenants: 'FAMILY', city: 'bhagalpur', pincode: '812001', verified: false, spot: [25.248, 86.985] },
  { title: '2 BHK family flat in Laheriasarai', propertyType: 'APARTMENT', bhk: 2, rent: 8500, locality: 'Laheriasarai', furnishing: 'SEMI_FURNISHED', preferredTenants: 'FAMILY', city: 'darbhanga', pincode: '846001', verified: true, spot: [26.132, 85.9] },
  { title: 'Girls PG near the medical college', propertyType: 'PG', bhk: 1, rent: 5000, locality: 'Lalbagh', furnishing: 'FULLY_FURNISHED', preferredTenants: 'BACHELOR_FEMALE', city: 'darbhanga', pincode: '846004', verified: false, spot: [26.158, 85.895] },
  { title: '3 BHK apartment in Lalpur', propertyType: 'APARTMENT', bhk: 3, rent: 22000, locality: 'Lalpur', furnishing: 'FULLY_FURNISHED', preferredTenants: 'FAMILY', city: 'ranchi', pincode: '834001', verified: true, spot: [23.38, 85.33] },
  { title: '2 BHK builder floor, Harmu', propertyType: 'BUILDER_FLOOR', bhk: 2, rent: 13000, locality: 'Harmu', furnishing: 'SEMI_FURNISHED', preferredTenants: 'ANY', city: 'ranchi', pincode: '834002', verified: true, spot: [23.357, 85.306] },
  { title: '1 BHK near Kanke Road', propertyType: 'APARTMENT', bhk: 1, rent: 9000, locality: 'Kanke Road', furnishing: 'UNFURNISHED', preferredTenants: 'ANY', city: 'ranchi', pincode: '834008', verified: false, spot: [23.395, 85.322] },
];
const cityName = (slug: string) => cityNameIn(slug, 'en');

const PEOPLE: Array<[string, string, string, Role, Role | null]> = [
  ['Rakesh', 'Sinha', '9801000001', 'OWNER', null],
  ['Sunita', 'Devi', '9801000002', 'OWNER', null],
  ['Manoj', 'Kumar', '9801000003', 'OWNER', null],
  ['Priya', 'Singh', '9801000011', 'TENANT', null],
  ['Amit', 'Raj', '9801000012', 'TENANT', 'OWNER'],
  ['Neha', 'Kumari', '9801000013', 'TENANT', null],
  // Riders come in through an approved application (below): they start as tenants.
  ['Vikash', 'Yadav', '9801000021', 'TENANT', null],
  ['Sonu', 'Paswan', '9801000022', 'TENANT', null],
];

/** Approved riders of Patna: [mobile, localities, ID type, ID number]. Neha's application waits in the queue. */
const RIDERS: Array<[string, string[], 'AADHAAR' | 'DRIVING_LICENCE', string]> = [
  ['9801000021', ['Boring Road', 'Bailey Road', 'Patliputra Colony', 'Rajendra Nagar'], 'AADHAAR', '234567890124'],
  ['9801000022', ['Kankarbagh', 'Fraser Road', 'Rajendra Nagar'], 'DRIVING_LICENCE', 'BR0120190001234'],
];

export interface DemoStores extends DemoPhotoStores {
  users: UserRepository;
  leads: LeadRepository;
  propertyRequests: PropertyRequestRepository;
  properties: PropertyRepository;
  rides: RideRepository;
  riderApplications: RiderApplicationRepository;
  tenancies: TenancyRepository;
  payments: PaymentRepository;
  guides: GuideRepository;
  /** Seal the demo riders' ID numbers (an Aadhaar: its hash), as ApplyAsRider does. */
  idNumbers: { box: SecretBox; hasher: SecretHasher };
}

/** The stores the seed writes through, from the composition root's container. */
export function demoStores(container: Container): DemoStores {
  return {
    users: container.get(UserRepository),
    leads: container.get(LeadRepository),
    propertyRequests: container.get(PropertyRequestRepository),
    properties: container.get(PropertyRepository),
    rides: container.get(RideRepository),
    riderApplications: container.get(RiderApplicationRepository),
    tenancies: container.get(TenancyRepository),
    payments: container.get(PaymentRepository),
    guides: container.get(GuideRepository),
    idNumbers: { box: container.get(SecretBox), hasher: container.get(SecretHasher) },
    images: container.get(PropertyImageRepository),
    imageProcessor: container.get(ImageProcessor),
    imageStorage: container.get(ImageStorage),
    clock: container.get(Clock),
    unitOfWork: container.get(UnitOfWork),
  };
}

/**
 * About three days before the seed, still unanswered: past the 48-hour reply promise, so the console's lists open on
 * them marked "Late" on the first start (a callback request on a listing, a query and a property request).
 */
const LATE_HOURS = 72;

/**
 * [first name, last name, mobile, type, status, description, the listing a callback request is about (its title),
 * hours before the seed for a late one (the others are 95 minutes apart over the last hours)].
 */
const LEADS: Array<[string, string, string, LeadType, LeadStatus, string | null, string | null, number?]> = [
  ['Suresh', 'Yadav', '9801100013', 'PROPERTY', 'NEW', 'Is the Boring Road flat free from next month? Please call in the evening.', '2 BHK family flat near Boring Road', LATE_HOURS],
  ['Farhan', 'Ali', '9801100014', 'TENANT', 'NEW', 'Need a 1 BHK near Patna University for my brother.', null, LATE_HOURS - 2],
  ['Ankit', 'Verma', '9801100001', 'TENANT', 'NEW', 'Looking for a 2 BHK near Boring Road, budget 15,000.', null],
  ['Pooja', 'Mishra', '9801100002', 'TENANT', 'CONTACTED', 'Need a family flat in Kankarbagh from next month.', null],
  ['Ramesh', 'Prasad', '9801100003', 'OWNER', 'NEW', 'I want to list my 3 BHK in Patliputra Colony.', null],
  ['Kavita', 'Jha', '9801100004', 'TENANT', 'FOLLOW_UP', 'Single room for a working woman near Patna Junction.', null],
  ['Deepak', 'Choudhary', '9801100005', 'OWNER', 'CONVERTED', 'Two shops and a flat in Rajendra Nagar.', null],
  ['Shalini', 'Gupta', '9801100006', 'TENANT', 'CLOSED', null, null],
  ['Rohit', 'Ranjan', '9801100007', 'TENANT', 'NEW', 'Bachelor, 1 BHK, near AIIMS Patna.', null],
  ['Meena', 'Kumari', '9801100008', 'PROPERTY', 'NEW', 'Is the Bailey Road PG still available for my sister?', 'Girls PG with meals, Bailey Road'],
  ['Sanjay', 'Thakur', '9801100009', 'OWNER', 'CONTACTED', 'Independent house in Danapur.', null],
  ['Arti', 'Sharma', '9801100010', 'TENANT', 'NEW', 'PG for my daughter near Patna Women’s College.', null],
  ['Gaurav', 'Anand', '9801100011', 'TENANT', 'NEW', null, null],
  ['Nisha', 'Rani', '9801100012', 'PROPERTY', 'CONTACTED', 'Can I visit the Kankarbagh flat on Saturday?', '1 BHK for working professionals'],
];

/**
 * A few owners, tenants, riders, live listings, leads and a property request so a fresh install has something to
 * show (three requests already past the reply promise: the console opens on them marked "Late"). Runs once:
 * all of it is written in one unit of work (ADR 0007), so a failure part-way leaves nothing and the next start
 * seeds again. Database rows only; the listings' photos are `seedMissingDemoPhotos`, a step of its own.
 */
export async function seedDemoData(stores: DemoStores, adminId: string, now: Date): Promise<boolean> {
  const { users, leads } = stores;
  // The demo guides: each is written once, whether the rows below were seeded before or not.
  await stores.unitOfWork.run(() => seedDemoGuides(stores.guides, adminId, now));
  const existing = await leads.list({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 1 });
  if (existing.total > 0 || (await users.findByMobile(PEOPLE[0]![2]))) return false;
  await stores.unitOfWork.run(() => seedRows(stores, adminId, now));
  return true;
}

/**
 * Gives the demo listings that have no photo yet (all of them after the first seed, or those a failed upload
 * left without) the photos of their rooms. Idempotent: run on every start while seeding is on; a listing gets
 * all its photos or none, and one that fails is reported in the result and tried again on the next start.
 */
export async function seedMissingDemoPhotos(stores: DemoStores, now: Date): Promise<DemoPhotoResult> {
  const demo: Array<{ property: Property; owner: User; hasPhotos: boolean }> = [];
  const byTitle = new Map<string, { property: Property; owner: User }>();
  for (const [, , mobileNo, primaryRole] of PEOPLE) {
    if (primaryRole !== 'OWNER') continue;
    const owner = await stores.users.findByMobile(mobileNo);
    if (!owner) continue;
    const page = await stores.properties.list({ filter: { ownerId: owner.id, now }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 100 });
    for (const property of page.items) if (!byTitle.has(property.title)) byTitle.set(property.title, { property, owner });
  }
  for (const { title } of LISTINGS) {
    const found = byTitle.get(title);
    if (found) demo.push({ ...found, hasPhotos: (await stores.images.listFor(found.property.id)).length > 0 });
  }
  if (demo.every((listing) => listing.hasPhotos)) return { added: 0, failed: [] };
  return seedDemoPhotos(stores, demo);
}

async function seedRows(stores: DemoStores, adminId: string, now: Date): Promise<void> {
  const { users, leads, properties } = stores;

  const owners: User[] = [];
  const people = new Map<string, User>();
  // People joined a month ago (before the riders' applications of last week).
  const joined = new Date(now.getTime() - 30 * 86_400_000);
  for (const [firstName, lastName, mobileNo, primaryRole, secondaryRole] of PEOPLE) {
    const user = User.register({ firstName, lastName, mobileNo, primaryRole, secondaryRole }, joined);
    await users.save(user);
    people.set(mobileNo, user);
    if (primaryRole === 'OWNER') owners.push(user);
  }
  const listingIds: string[] = [];
  for (const [i, { verified, spot, tour, ...listing }] of LISTINGS.entries()) {
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
          address: `${listing.locality}, ${cityName(listing.city)}`,
          latitude: spot[0],
          longitude: spot[1],
          virtualTourUrl: tour ?? null,
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
  await seedRiders(stores, people, listingIds, adminId, now);
  await seedTenancies(stores, people, listingIds, now);
  let minutesAgo = LEADS.filter((lead) => lead[7] === undefined).length * 95;
  for (const [firstName, lastName, mobileNo, type, status, description, about, lateHours] of LEADS) {
    const createdAt = new Date(now.getTime() - (lateHours === undefined ? minutesAgo : lateHours * 60) * 60_000);
    if (lateHours === undefined) minutesAgo -= 95;
    const lead = Lead.submit(
      {
        firstName,
        lastName,
        mobileNo,
        email: null,
        description,
        type,
        propertyId: about ? listingIds[LISTINGS.findIndex((l) => l.title === about)]! : null,
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
    // Counted on its listing as SubmitLead counts one (the owner's dashboard shows it).
    if (lead.propertyId) await properties.increment(lead.propertyId, 'callbackCount', 1);
  }
  // A property request nobody has answered yet, late as the two leads above.
  const raisedAt = new Date(now.getTime() - (LATE_HOURS - 1) * 3_600_000);
  await stores.propertyRequests.save(
    PropertyRequest.raise(
      {
        firstName: 'Rekha',
        lastName: 'Singh',
        mobileNo: '9801100015',
        email: null,
        city: 'patna',
        locality: 'Rajendra Nagar',
        bhk: 2,
        budget: 12000,
        moveInDate: indiaDate(new Date(raisedAt.getTime() + 30 * 86_400_000)),
        notes: 'Near a school for my son; ground or first floor.',
        userId: null,
        clientIp: null,
      },
      raisedAt,
    ),
  );
}

/** Two approved riders, one application in the queue, and a visit in every state around today. */
async function seedRiders(stores: DemoStores, people: Map<string, User>, listingIds: string[], adminId: string, now: Date): Promise<void> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const apply = async (user: User, localities: string[], idType: 'AADHAAR' | 'DRIVING_LICENCE' | 'VOTER_ID', idNumber: string) => {
    const application = RiderApplication.submit(
      {
        userId: user.id,
        mobileNo: user.mobileNo!,
        firstName: user.firstName,
        lastName: user.lastName,
        city: 'patna',
        localities,
        hasVehicle: true,
        availability: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], from_hour: 9, to_hour: 19 },
        idDocumentType: idType,
        idDocumentNumber: idNumber,
      },
      weekAgo,
    );
    await keepIdNumber(stores.idNumbers, application, idNumber);
    return application;
  };
  for (const [mobileNo, localities, idType, idNumber] of RIDERS) {
    const user = people.get(mobileNo)!;
    const application = await apply(user, localities, idType, idNumber);
    application.approve(adminId, 'Documents checked at the office.', weekAgo);
    await stores.riderApplications.save(application);
    user.becomeRider('patna', weekAgo);
    await stores.users.save(user);
  }
  await stores.riderApplications.save(await apply(people.get('9801000013')!, ['Kankarbagh', 'Boring Road'], 'VOTER_ID', 'BRX1234567'));

  const [vikash, sonu] = [people.get('9801000021')!, people.get('9801000022')!];
  const [priya, amit, neha] = [people.get('9801000011')!, people.get('9801000012')!, people.get('9801000013')!];
  const today = indiaDate(now);
  const day = (offset: number) => indiaDate(new Date(now.getTime() + offset * 86_400_000));
  const hourNow = indiaHour(now);
  const admin: RideActor = { id: adminId, role: 'ADMIN' };
  const rider = (user: User): RideActor => ({ id: user.id, role: 'RIDER' });
  const listings = await stores.properties.findByIds(listingIds);

  const book = (tenant: User, listing: number, date: string, hour: number, at: Date) => {
    const property = listings[listing]!;
    return Ride.book(
      { propertyId: property.id, tenantId: tenant.id, city: property.city, locality: property.locality, slot: RideSlot.at(date, hour), note: 'Please call when you reach the gate.' },
      at,
    );
  };
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  // Requested, waiting for an admin to assign a rider.
  await stores.rides.save(book(priya, 0, day(1), 11, ago(2)));
  // Assigned, waiting for the rider to confirm.
  const assigned = book(neha, 1, day(1), 12, ago(20));
  assigned.assign(vikash.id, admin, ago(19));
  await stores.rides.save(assigned);
  // Confirmed.
  const confirmed = book(amit, 2, day(2), 15, ago(26));
  confirmed.assign(vikash.id, admin, ago(25));
  confirmed.confirm(rider(vikash), ago(24));
  await stores.rides.save(confirmed);
  // Started: the rider is at the home now (this hour's slot in visiting hours, else the last slot that began).
  const startDay = hourNow < 9 ? day(-1) : today;
  const startHour = hourNow < 9 ? 18 : Math.min(18, hourNow);
  const started = book(priya, 5, startDay, startHour, ago(30));
  started.assign(sonu.id, admin, ago(29));
  started.confirm(rider(sonu), ago(28));
  started.start(rider(sonu), RideSlot.at(startDay, startHour).startsAt);
  await stores.rides.save(started);
  // Completed yesterday: the home matched its listing, which now shows "Verified by a rider on <date>".
  const completed = book(priya, 3, day(-1), 10, ago(60));
  const visited = RideSlot.at(day(-1), 10).startsAt;
  completed.assign(sonu.id, admin, ago(59));
  completed.confirm(rider(sonu), ago(58));
  completed.start(rider(sonu), visited);
  const finished = new Date(visited.getTime() + 45 * 60_000);
  completed.complete(rider(sonu), { matched: true, differences: null, notes: 'Owner present, water supply checked, rooms as in the photos.', photos: [] }, finished);
  // After it Priya said "I want to rent it": a lead at the top of the console's queue, linked to the visit.
  const answered = new Date(finished.getTime() + 3 * 3_600_000);
  completed.decide({ id: priya.id, role: 'TENANT' }, { decision: 'INTERESTED', reason: null, note: null }, answered);
  await stores.rides.save(completed);
  await stores.leads.save(
    Lead.fromVisitInterest({ visitId: completed.id, propertyId: completed.propertyId, firstName: priya.firstName, lastName: priya.lastName, mobileNo: priya.mobileNo ?? '' }, answered),
  );
  // Completed two days ago: Amit found the same home not for him, for its rent (the owner sees the count, not him).
  const notForHim = book(amit, 3, day(-2), 11, ago(80));
  const seen = RideSlot.at(day(-2), 11).startsAt;
  notForHim.assign(vikash.id, admin, ago(79));
  notForHim.confirm(rider(vikash), ago(78));
  notForHim.start(rider(vikash), seen);
  const seenDone = new Date(seen.getTime() + 40 * 60_000);
  notForHim.complete(rider(vikash), { matched: true, differences: null, notes: 'Owner present; tenant asked about the rent.', photos: [] }, seenDone);
  notForHim.decide({ id: amit.id, role: 'TENANT' }, { decision: 'NOT_INTERESTED', reason: 'RENT', note: null }, new Date(seenDone.getTime() + 5 * 3_600_000));
  await stores.rides.save(notForHim);
  const verifiedHome = listings[3]!;
  verifiedHome.verify(sonu.id, finished, 'RIDER_VISIT');
  await stores.properties.save(verifiedHome);
  // Cancelled by the tenant.
  const cancelled = book(neha, 4, day(-1), 16, ago(50));
  cancelled.assign(vikash.id, admin, ago(49));
  cancelled.cancel({ id: neha.id, role: 'TENANT' }, 'Found a flat closer to my office.', ago(40));
  await stores.rides.save(cancelled);
  // The tenant did not come.
  const noShow = book(amit, 5, day(-1), 12, ago(70));
  noShow.assign(sonu.id, admin, ago(69));
  noShow.confirm(rider(sonu), ago(68));
  noShow.noShow(rider(sonu), new Date(RideSlot.at(day(-1), 12).startsAt.getTime() + 20 * 60_000));
  await stores.rides.save(noShow);
}

/**
 * Tenancies: Amit rents a Patna home (confirmed by both three months ago, its rent agreement approved by both and
 * the landlord's PAN given, three months of confirmed rent, a deposit Amit disputes), and Rakesh's proposal to Priya for the home she visited with our rider waits for her code.
 */
async function seedTenancies(stores: DemoStores, people: Map<string, User>, listingIds: string[], now: Date): Promise<void> {
  const [priya, amit] = [people.get('9801000011')!, people.get('9801000012')!];
  const listings = await stores.properties.findByIds(listingIds);
  const byId = new Map(listings.map((l) => [l.id, l]));
  // A Patna home without a verified mark (every city keeps two live homes, the verified strip its four).
  const [visitedHome, rentedHome] = [byId.get(listingIds[3]!)!, listingIds.map((id) => byId.get(id)!).find((l) => l.city === 'patna' && l.status === 'LIVE' && l.verifiedAt === null)];
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const month = (offset: number) => indiaDate(new Date(now.getTime() + offset * 31 * 86_400_000)).slice(0, 7);

  if (rentedHome) {
    const start = daysAgo(95);
    const landlord = people.get([...people.keys()].find((mobile) => people.get(mobile)!.id === rentedHome.ownerId)!)!;
    const { tenancy, event } = Tenancy.propose(
      { propertyId: rentedHome.id, city: rentedHome.city, ownerId: landlord.id, tenantId: amit.id, terms: parseTenancyTerms({ rent: rentedHome.rent, deposit: rentedHome.rent * 2, maintenance: 500, moveInDate: `${month(-3)}-01` }, start), actor: { id: landlord.id, role: 'OWNER' } },
      start,
    );
    const events = [event, tenancy.confirm('OWNER', 1, daysAgo(94)).event, tenancy.confirm('TENANT', 1, daysAgo(94)).event];
    // Both approved the rent agreement, and the landlord gave a (made-up) PAN for the receipts.
    events.push(tenancy.approveAgreement('OWNER', tenancy.termsVersion, daysAgo(93.8)), tenancy.approveAgreement('TENANT', tenancy.termsVersion, daysAgo(93.7)));
    events.push(tenancy.setLandlordPan({ id: landlord.id, role: 'OWNER' }, 'ABCPK1234Q', daysAgo(93.6)));
    await stores.tenancies.save(tenancy);
    rentedHome.markRented(daysAgo(94));
    await stores.properties.save(rentedHome);
    const record = async (details: Record<string, unknown>, at: Date, outcome: 'confirm' | 'dispute') => {
      const recorded = Payment.record({ tenancy, actor: { id: amit.id, role: 'TENANT' }, details: parsePaymentDetails(details, at), tenantVisited: true }, at);
      events.push(recorded.event);
      const later = new Date(at.getTime() + 3_600_000);
      events.push(outcome === 'confirm' ? recorded.payment.confirm(tenancy, landlord.id, recorded.payment.version, later) : recorded.payment.dispute(tenancy, landlord.id, 'I received only half of this.', later));
      await stores.payments.save(recorded.payment);
    };
    await record({ kind: 'DEPOSIT', amount: tenancy.deposit, mode: 'BANK_TRANSFER', reference: 'NEFT 20931', paidOn: indiaDate(daysAgo(93)) }, daysAgo(93), 'dispute');
    for (const [i, offset] of [-3, -2, -1].entries()) {
      await record({ kind: 'RENT', amount: tenancy.rent, mode: i === 1 ? 'CASH' : 'UPI', reference: i === 1 ? null : `UPI ${40_211 + i}`, paidOn: `${month(offset)}-05`, forMonth: month(offset) }, daysAgo(90 - i * 30), 'confirm');
    }
    for (const e of events) await stores.tenancies.addEvent(e);
  }

  const { tenancy: waiting, event: proposed } = Tenancy.propose(
    { propertyId: visitedHome.id, city: visitedHome.city, ownerId: visitedHome.ownerId, tenantId: priya.id, terms: parseTenancyTerms({ rent: visitedHome.rent, deposit: visitedHome.rent, maintenance: 0, moveInDate: indiaDate(daysAgo(-10)) }, now), actor: { id: visitedHome.ownerId, role: 'OWNER' } },
    daysAgo(0.5),
  );
  const ownerConfirmed = waiting.confirm('OWNER', 1, daysAgo(0.4)).event;
  await stores.tenancies.save(waiting);
  await stores.tenancies.addEvent(proposed);
  await stores.tenancies.addEvent(ownerConfirmed);
}
