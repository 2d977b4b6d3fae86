import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import type { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import type { RiderChoice } from '../../application/rides/find-free-riders.use-case.js';
import { PropertyImage } from '../../domain/properties/property-image.js';
import * as Wire from '../../adapters/http/contract/wire/index.js';
import { freeRiderJson, rideJson } from '../../adapters/http/rides/ride.presenter.js';
import { leadJson } from '../../adapters/http/leads/lead.presenter.js';
import { propertyRequestJson } from '../../adapters/http/property-requests/property-request.presenter.js';
import { riderApplicationJson } from '../../adapters/http/riders/rider-application.presenter.js';
import { personJson } from '../../adapters/http/people/person.presenter.js';
import { projectJson } from '../../adapters/http/projects/project.presenter.js';
import { userJson } from '../../adapters/http/users/user.presenter.js';
import { imageJson, propertyJson, publicPropertyJson } from '../../adapters/http/properties/property.presenter.js';
import { MediaLinks } from '../../adapters/storage/media-links.js';
import { searchAlertJson } from '../../adapters/http/search-alerts/search-alert.presenter.js';
import { SearchAlertMother } from '../mothers/search-alert.mother.js';
import { LeadMother } from '../mothers/lead.mother.js';
import { ProjectMother } from '../mothers/project.mother.js';
import { PropertyRequestMother } from '../mothers/property-request.mother.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { RideMother } from '../mothers/ride.mother.js';
import { RiderApplicationMother } from '../mothers/rider-application.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { FakeClock } from '../support/fake-clock.js';

/**
 * The front ends compile against adapters/http/contract/wire; the presenters are typed with it, but a
 * type says nothing about `null` sneaking in through a cast or a date written as a Date. So every presenter's
 * answer, built from Object-Mother entities in the states people meet and sent through JSON as the browser gets
 * it, must pass its TypeBox schema: a page reading `listing.deposit` or `ride.tenant` gets what its type says.
 */

// The formats the schemas use, checked as the OpenAPI document states them.
FormatRegistry.Set('date-time', (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)));
FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v));
FormatRegistry.Set('uuid', (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v));
FormatRegistry.Set('binary', () => true);

const storage: ImageStorage = {
  put: async () => undefined,
  get: async () => null,
  delete: async () => undefined,
  publicUrl: (key) => `/media/${key}`,
};
const clock = new FakeClock(new Date('2026-11-24T10:00:00.000Z'));
const now = clock.now();
const media = new MediaLinks(storage, { secret: 'wire-types-test-secret', clock });

/** The answer as a browser reads it (dates as strings, undefined keys gone), checked against `schema`. */
function expectMatches(schema: TSchema, answer: unknown): void {
  const json: unknown = JSON.parse(JSON.stringify(answer));
  const problems = [...Value.Errors(schema, json)].map((e) => `${e.path || '/'}: ${e.message} (got ${JSON.stringify(e.value)})`);
  expect(problems, `${String(schema.$id ?? 'schema')} answer ${JSON.stringify(json)}`).toEqual([]);
}

const owner = UserMother.owner();
const tenant = UserMother.tenant();
const rider = UserMother.rider({ secondaryRole: 'TENANT' });
const admin = UserMother.admin();

function listings() {
  const draft = PropertyMother.draft(owner.id);
  const live = PropertyMother.live(owner.id, { latitude: 25.61, longitude: 85.13, description: 'Sunny', virtualTourUrl: 'https://tours.example.com/x' });
  live.setCover('properties/cover.webp', 1, now);
  const verified = PropertyMother.live(owner.id, { deposit: 0, maintenance: 0, builtUpArea: null, floor: null, totalFloors: null });
  verified.verify(admin.id, now);
  const riderChecked = PropertyMother.live(owner.id);
  riderChecked.verify(rider.id, now, 'RIDER_VISIT');
  return { draft, live, verified, riderChecked };
}

describe('every answer the server builds matches the contract the front ends compile against', () => {
  it('users and people (user object, console person, person with rider application)', () => {
    for (const user of [owner, tenant, rider, admin, UserMother.with({ email: 'asha@example.com' })]) {
      expectMatches(Wire.UserSchema, userJson(user));
      expectMatches(Wire.PersonSchema, personJson(user));
    }
    const application = RiderApplicationMother.approved(rider.id, admin.id);
    expectMatches(Wire.PersonDetailsSchema, { ...personJson(rider), rider_application: riderApplicationJson(application, { admin: true }) });
    expectMatches(Wire.PersonDetailsSchema, { ...personJson(tenant), rider_application: null });
  });

  it('sign-in answers (known number, new number, admin)', () => {
    expectMatches(Wire.AuthSessionSchema, { token: 't', is_signup: false, ...userJson(owner) });
    expectMatches(Wire.AuthSessionSchema, { token: 't', is_signup: true, id: null, first_name: null, last_name: null, primary_role: null, secondary_role: null, mobile_no: '+919876543210' });
    const pending = { pending_token: 'p', second_factor: 'CODE', expires_at: now.toISOString(), set_up: null };
    expectMatches(Wire.AdminLoginAnswerSchema, { success: true, status: true, message: 'Enter the 6-digit code from your authenticator app.', data: pending });
    const setUp = { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/GharSetu:a?secret=JBSWY3DPEHPK3PXP', qr_svg: '<svg/>' };
    expectMatches(Wire.AdminLoginAnswerSchema, { success: true, status: true, message: 'Set up', data: { ...pending, second_factor: 'SETUP', set_up: setUp } });
    expectMatches(Wire.AdminSignInAnswerSchema, { success: true, status: true, message: 'Logged in Successfully', data: { token: 't', ...userJson(admin) } });
    expectMatches(Wire.AdminSignInAnswerSchema, { success: true, status: true, message: 'Logged in Successfully', data: { token: 't', ...userJson(admin), recovery_codes: ['abcde-fghjk'] } });
  });

  it('callback requests and queries, in every status', () => {
    const contacted = LeadMother.property();
    contacted.changeStatus('CONTACTED', admin.id, now);
    for (const lead of [LeadMother.with(), LeadMother.with({ email: 'a@example.com', description: null }), contacted]) {
      expectMatches(Wire.LeadSchema, leadJson(lead));
    }
  });

  it('listings: in full, as a visitor sees them, with photos, on the rider list', () => {
    const photo = PropertyImage.add(
      { propertyId: listings().live.id, position: 0, width: 1600, height: 1200, variants: [{ width: 320, height: 240, key: 'properties/p/a-320.webp' }] },
      now,
    );
    for (const listing of Object.values(listings())) {
      const full = propertyJson(listing, now, media);
      const visitor = publicPropertyJson(listing, now, media, { wishlisted: true });
      expectMatches(Wire.PropertyListingSchema, full);
      expectMatches(Wire.PublicListingSchema, visitor);
      expectMatches(Wire.ListingDetailsSchema, { ...full, images: [imageJson(photo, media, listing.isPublic(now))] });
      expectMatches(Wire.ListingDetailsSchema, { ...visitor, images: [] });
      expectMatches(Wire.RiderListingSchema, { ...full, posted_by_me: true });
      expectMatches(Wire.RiderListingSchema, { ...visitor, posted_by_me: false });
      expectMatches(Wire.PropertyImageSchema, imageJson(photo, media, false));
    }
  });

  it('a visitor never gets a listing in full (the schemas tell the two apart)', () => {
    const visitor = JSON.parse(JSON.stringify(publicPropertyJson(listings().live, now, media)));
    expect(Value.Check(Wire.PropertyListingSchema, visitor)).toBe(false);
    expect(Object.keys(visitor).sort()).toEqual(Object.keys(Wire.PublicListingSchema.properties).filter((k) => k !== 'wishlisted').sort());
  });

  it('projects and property requests', () => {
    expectMatches(Wire.ProjectSchema, projectJson(ProjectMother.with(admin.id)));
    expectMatches(Wire.ProjectSchema, projectJson(ProjectMother.with(admin.id, { possessionDate: null, reraNumber: null, description: 'Riverside' })));
    expectMatches(Wire.PropertyRequestSchema, propertyRequestJson(PropertyRequestMother.with()));
    expectMatches(Wire.PropertyRequestSchema, propertyRequestJson(PropertyRequestMother.with({ locality: null, bhk: null, moveInDate: null, email: 'n@example.com' })));
  });

  it('rider applications, masked for the applicant and in full for admins', () => {
    for (const application of [RiderApplicationMother.pending(rider.id), RiderApplicationMother.approved(rider.id, admin.id), RiderApplicationMother.rejected(rider.id, admin.id)]) {
      expectMatches(Wire.RiderApplicationSchema, riderApplicationJson(application, { admin: false }));
      expectMatches(Wire.RiderApplicationSchema, riderApplicationJson(application, { admin: true }));
    }
  });

  it('rides in every state, as the admin, the tenant and the rider see them, and the rider picker', () => {
    const property = listings().live;
    const spec = { propertyId: property.id, tenantId: tenant.id };
    const rides = [
      RideMother.requested(spec),
      RideMother.with({ ...spec, status: 'ASSIGNED', riderId: rider.id }),
      RideMother.with({ ...spec, status: 'CONFIRMED', riderId: rider.id }),
      RideMother.with({ ...spec, status: 'COMPLETED', riderId: rider.id }),
      RideMother.with({ ...spec, status: 'COMPLETED', riderId: rider.id, report: RideMother.report({ matched: false, differences: 'No lift', notes: null }) }),
      RideMother.with({ ...spec, status: 'CANCELLED' }),
      RideMother.with({ ...spec, status: 'NO_SHOW', riderId: rider.id }),
    ];
    for (const ride of rides) {
      const view = { ride, property, tenant, rider: ride.riderId ? rider : null, bookedBy: tenant };
      for (const viewer of [admin, tenant, rider]) expectMatches(Wire.RideSchema, rideJson(view, viewer, now, media));
      // The listing or a person can no longer be read.
      expectMatches(Wire.RideSchema, rideJson({ ride, property: null, tenant: null, rider: null, bookedBy: null }, admin, now, media));
    }
    // A check visit an admin booked: no tenant, the reasons the listing was reported for.
    const check = RideMother.check({ propertyId: property.id, adminId: admin.id, riderId: rider.id, reasons: ['BROKER', 'FRAUD'] });
    for (const viewer of [admin, rider]) expectMatches(Wire.RideSchema, rideJson({ ride: check, property, tenant: null, rider, bookedBy: admin }, viewer, now, media));
    const choices: RiderChoice[] = [
      { rider, profile: RiderApplicationMother.approved(rider.id, admin.id), free: true, servesLocality: true, onDuty: true },
      { rider: UserMother.rider(), profile: null, free: false, servesLocality: false, onDuty: false },
    ];
    for (const choice of choices) expectMatches(Wire.FreeRiderSchema, freeRiderJson(choice));
  });

  it('search alerts, "any home" and every filter set, active and stopped', () => {
    const any = SearchAlertMother.for(tenant.id);
    const every = SearchAlertMother.for(tenant.id, { text: 'Kankarbagh', propertyType: 'APARTMENT', bhk: 0, minRent: 5000, maxRent: 9000, furnishing: 'UNFURNISHED', preferredTenants: 'ANY', availableBy: '2026-12-31', verifiedOnly: true });
    every.stop(now);
    for (const alert of [any, every]) expectMatches(Wire.SearchAlertSchema, searchAlertJson(alert));
  });

  it('a nullable field the UI must handle is declared nullable, and a never-null one is not', () => {
    const { verified } = listings();
    const answer = JSON.parse(JSON.stringify(propertyJson(verified, now, media)));
    expect(answer.deposit).toBe(0);
    expect(Value.Check(Wire.PropertyListingSchema, { ...answer, deposit: null })).toBe(false);
    expect(Value.Check(Wire.PropertyListingSchema, { ...answer, built_up_area: null })).toBe(true);
  });
});
