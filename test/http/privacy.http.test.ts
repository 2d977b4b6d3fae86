import { describe, expect, it } from 'vitest';
import { AuditLog } from '../../application/audit/ports/audit-log.port.js';
import { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import { PurgePersonalData } from '../../application/privacy/purge-personal-data.use-case.js';
import { ErasePerson } from '../../application/privacy/erase-person.use-case.js';
import { RideRepository } from '../../application/rides/ports/ride.repository.port.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { RideMother } from '../mothers/ride.mother.js';
import { RETENTION } from '../../domain/shared/retention.js';
import { propertyForm } from '../mothers/property.mother.js';
import { riderApplicationForm } from '../mothers/rider-application.mother.js';
import { LeadMother } from '../mothers/lead.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { TestImages } from '../support/images.js';
import { useTestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ID_NUMBER = '987654321096';

describe("a person's rights over their data, end to end on PGlite", () => {
  const app = useTestApp('pglite');

  /** Signs a number up as an owner through the OTP, as the site does; answers the new account's id and token. */
  async function signUp(mobile_no: string, first_name = 'Priya') {
    await app.http.post('/api/v1/auth/otp-challenge').send({ country_code: '+91', captcha_token: 'tok', is_signup: true, login_as: 'OWNER', mobile_no }).expect(200);
    const otp = await app.lastOtp(mobile_no);
    const verified = await app.http.post('/api/v1/auth/verify-otp').send({ country_code: '+91', is_signup: true, login_as: 'OWNER', mobile_no, otp }).expect(200);
    const created = await app.http
      .post('/api/v1/auth/user')
      .set(bearer(verified.body.data.token))
      .send({ first_name, last_name: 'Sinha', mobile_no, captcha_token: 'tok' })
      .expect(201);
    return { id: created.body.data.id as string, token: created.body.data.token as string };
  }

  /** Every row of every table of the public schema, as text. */
  async function databaseText(): Promise<Array<{ table: string; row: string }>> {
    const tables = await app.sql(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const rows: Array<{ table: string; row: string }> = [];
    for (const { table_name } of tables) {
      for (const r of await app.sql(`select t::text as row from public."${String(table_name)}" t`)) rows.push({ table: String(table_name), row: String(r.row) });
    }
    return rows;
  }

  it('a person with a listing, a photo, a visit, a callback request, an alert, a report and a wish takes a copy, then erases themselves: nothing of them is left', async () => {
    const number = UserMother.mobile();
    const priya = await signUp(number);
    const me = bearer(priya.token);
    const admin = bearer(app.adminToken);

    // Her listing, live, with a photo; a tenant books a visit of it.
    const listing = (await app.http.post('/api/v1/properties').set(me).send(propertyForm({ submit: true })).expect(201)).body.data.id as string;
    await app.http.post(`/api/v1/properties/${listing}/gallery/bulk`).set(me).attach('images', await TestImages.jpeg(800, 600), 'front.jpg').expect(201);
    await app.http.post(`/api/v1/properties/${listing}/state`).set(admin).send({ action: 'approve' }).expect(200);
    const photoKeys = (await app.sql(`select v->>'key' as key from property_images, jsonb_array_elements(variants::jsonb) v where property_id = '${listing}'`)).map((r) => String(r.key));
    expect(photoKeys.length).toBeGreaterThan(0);
    const storage = app.container.get<ImageStorage>(ImageStorage);
    expect(await storage.get(photoKeys[0]!)).not.toBeNull();
    const tenant = await app.signedIn('TENANT');
    const visit = (await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: listing, slot_date: '2026-11-23', slot_start: '10:00' }).expect(201)).body.data.id as string;
    // She proposes a tenancy to that tenant.
    const proposal = (await app.http.post('/api/v1/tenancies').set(me).send({ property_id: listing, tenant_mobile_no: tenant.mobileNo, rent: 12000, deposit: 24000, maintenance: 500, move_in_date: '2026-12-01' }).expect(201)).body.data.id as string;

    // What she does elsewhere: a callback request with her number, an alert, a report, a wish, a rider application.
    const other = await app.liveListing();
    await app.http.post('/api/v1/leads').send(LeadMother.form({ mobile_no: number, first_name: 'Priya', description: 'Call me after six' })).expect(201);
    await app.http.post('/api/v1/search-alerts').set(me).send({ city: 'patna', bhk: 2 }).expect(201);
    await app.http.post(`/api/v1/properties/${other.id}/reports`).set(me).send({ reason: 'BROKER', note: 'Asked me for brokerage' }).expect(201);
    await app.http.post('/api/v1/properties/wishlist/toggle').set(me).send({ property_id: other.id }).expect(200);
    await app.http.post('/api/v1/riders/applications').set(me).send(riderApplicationForm({ id_document_number: ID_NUMBER })).expect(201);
    await app.drainJobs();

    // The copy: a download, every section, the ID number masked, no token.
    const copy = await app.http.get('/api/v1/users/me/data').set(me).expect(200);
    expect(copy.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = copy.body;
    expect(data.profile).toMatchObject({ id: priya.id, mobile_no: number, first_name: 'Priya' });
    expect(data.listings).toEqual([expect.objectContaining({ id: listing, photos: [expect.objectContaining({ urls: expect.any(Object) })] })]);
    expect(data.visits).toEqual([expect.objectContaining({ id: visit, role: 'OWNER', status: 'REQUESTED' })]);
    expect(data.callback_requests).toEqual([expect.objectContaining({ mobile_no: number, description: 'Call me after six' })]);
    expect(data.search_alerts).toHaveLength(1);
    expect(data.listing_reports).toEqual([expect.objectContaining({ property_id: other.id, note: 'Asked me for brokerage', mobile_no: number })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ property_id: other.id })]);
    expect(data.rider_applications).toEqual([expect.objectContaining({ id_document_number_masked: '•••• 1096' })]);
    expect(JSON.stringify(data)).not.toContain(ID_NUMBER);
    expect(data.tenancies).toEqual([{ tenancy: expect.objectContaining({ property_id: listing, owner_id: priya.id, status: 'PROPOSED', rent: 12000 }), payments: [] }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data.sessions)).not.toContain(priya.token);
    await app.http.get('/api/v1/users/me/data').expect(401);

    // Erasure: answered with what went and what was kept (each with its reason and date).
    const erased = await app.http.delete('/api/v1/users/me').set(me).expect(200);
    expect(erased.body).toMatchObject({ success: true, message: 'Your account and personal data were erased.' });
    expect(erased.body.data.removed).toMatchObject({ listings_withdrawn: 1, visits_cancelled: 1, callback_requests: 1, search_alerts: 1, listing_reports: 1, wishlist_entries: 1, rider_applications: 1 });
    expect(erased.body.data.removed.photos_deleted).toBe(photoKeys.length + 1); // every variant and the share card
    expect(erased.body.data.removed.tenancy_proposals_withdrawn).toBe(1);
    expect(erased.body.data.kept.map((k: { kind: string }) => k.kind)).toEqual(['VISITS', 'LISTINGS', 'TENANCIES', 'TENANCY_PAYMENTS', 'ERASURE_RECORD']);
    const keptTenancies = erased.body.data.kept.find((k: { kind: string }) => k.kind === 'TENANCIES');
    expect(keptTenancies).toMatchObject({ count: 1, until: expect.stringMatching(/^2034-/) });
    expect(keptTenancies.reason).toContain('rent receipts may be needed for a tax claim');
    expect((await app.sql(`select status from tenancies where id = '${proposal}'`))[0]!.status).toBe('WITHDRAWN');
    await app.drainJobs();

    // Her session is over.
    await app.http.get('/api/v1/users/me').set(me).expect(401);
    // Her number and ID number are nowhere in the database, and her photos are gone from storage.
    const rows = await databaseText();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.row.includes(number) || r.row.includes(ID_NUMBER) || r.row.includes('Asked me for brokerage') || r.row.includes('Call me after six'))).toEqual([]);
    for (const key of photoKeys) expect(await storage.get(key)).toBeNull();
    // The tenant whose visit it was was told.
    const outbox = await app.http.get('/api/v1/dev/outbox').query({ to: tenant.mobileNo }).expect(200);
    const told = outbox.body.data.map((m: { text: string }) => m.text).join('\n');
    expect(told).toContain('the other person closed their account');
    expect(told).toMatch(/the proposed tenancy of .* was withdrawn/);
    // Her listing is out of search.
    const search = await app.http.get('/api/v1/properties/list').query({ city: 'patna', limit: 100 }).expect(200);
    expect(search.body.data.map((p: { id: string }) => p.id)).not.toContain(listing);

    // The number can sign up afresh, as a new person.
    const again = await signUp(number, 'Neha');
    expect(again.id).not.toBe(priya.id);
    const fresh = await app.http.get('/api/v1/users/me/data').set(bearer(again.token)).expect(200);
    expect(fresh.body).toMatchObject({ listings: [], visits: [], callback_requests: [], search_alerts: [], listing_reports: [], wishlist: [], rider_applications: [] });

  });

  it('erasing oneself needs a sign-in from the last 10 minutes', async () => {
    const priya = await signUp(UserMother.mobile());
    app.clock.advanceSeconds(11 * 60);
    const refused = await app.http.delete('/api/v1/users/me').set(bearer(priya.token)).expect(403);
    expect(refused.body.message).toBe('To erase your account, sign in again first: erasing needs a sign-in from the last 10 minutes.');
    await app.http.get('/api/v1/users/me').set(bearer(priya.token)).expect(200);
  });

  it('an admin erases a person on request: a reason is required, the erasure is audited and listed; a non-admin gets 403, an admin cannot be erased', async () => {
    const person = await app.signedIn('TENANT');
    const stranger = await app.signedIn('TENANT');
    const admin = bearer(app.adminToken);
    await app.http.post(`/api/v1/admin/users/${person.id}/erase`).set(bearer(stranger.token)).send({ reason: 'Asked by email' }).expect(403);
    const noReason = await app.http.post(`/api/v1/admin/users/${person.id}/erase`).set(admin).send({}).expect(400);
    expect(noReason.body.errors).toEqual({ reason: "Give a reason (3 to 500 characters). Do not write the person's name or number." });
    const adminId = (await app.http.get('/api/v1/users/me').set(admin).expect(200)).body.data.id as string;
    await app.http.post(`/api/v1/admin/users/${adminId}/erase`).set(admin).send({ reason: 'Asked by email' }).expect(403);

    const erased = await app.http.post(`/api/v1/admin/users/${person.id}/erase`).set(admin).send({ reason: `Asked by email from ${person.mobileNo}` }).expect(200);
    expect(erased.body).toMatchObject({ requested_by: 'ADMIN', admin_id: adminId, reason: 'Asked by email from [number]', subject_id: person.id });
    await app.http.get('/api/v1/users/me').set(bearer(person.token)).expect(401);
    await app.http.post(`/api/v1/admin/users/${person.id}/erase`).set(admin).send({ reason: 'Asked by email' }).expect(409);

    const audit = await app.container.get<AuditLog>(AuditLog).list({ filter: { action: 'USER_ERASED', subjectId: person.id }, sort: { field: 'at', order: 'DESC' }, offset: 0, limit: 10 });
    expect(audit.items).toEqual([expect.objectContaining({ actorId: adminId, detail: { erasure_id: erased.body.id, reason: 'Asked by email from [number]' } })]);
    const list = await app.http.get('/api/v1/admin/erasures').set(admin).expect(200);
    expect(list.headers['content-range']).toMatch(/^erasures 0-\d+\/\d+$/);
    expect(list.body.map((e: { id: string }) => e.id)).toContain(erased.body.id);
    await app.http.get('/api/v1/admin/erasures').set(bearer(stranger.token)).expect(403);
  });

  it("an erased person's tombstone is left out of the console's people lists, and shown (alone) with the filter erased", async () => {
    const person = await app.signedIn('TENANT');
    const neighbour = await app.signedIn('TENANT');
    const admin = bearer(app.adminToken);
    await app.http.post(`/api/v1/admin/users/${person.id}/erase`).set(admin).send({ reason: 'Asked by email' }).expect(200);
    const ids = async (resource: string, filter: Record<string, unknown>) => {
      const answer = await app.http.get(`/api/v1/admin/${resource}`).query({ filter: JSON.stringify(filter), range: '[0,499]' }).set(admin).expect(200);
      return (answer.body as Array<{ id: string }>).map((row) => row.id);
    };
    for (const [resource, filter] of [['tenants', {}], ['users', { role: 'TENANT' }]] as const) {
      const listed = await ids(resource, filter);
      expect(listed).toContain(neighbour.id);
      expect(listed).not.toContain(person.id);
      expect(await ids(resource, { ...filter, status: 'BLOCKED' })).not.toContain(person.id);
      const erased = await ids(resource, { ...filter, erased: true });
      expect(erased).toContain(person.id);
      expect(erased).not.toContain(neighbour.id);
    }
    await app.http.get('/api/v1/admin/tenants').query({ filter: JSON.stringify({ erased: 'perhaps' }) }).set(admin).expect(400);
  });

  // Last: it moves the clock years on (every session made before it expires).
  it("the nightly purge on the database keeps an erased owner's listing while a tenancy refers to it, and deletes both eight years on", async () => {
    const priya = await signUp(UserMother.mobile());
    const admin = bearer(app.adminToken);
    const listing = (await app.http.post('/api/v1/properties').set(bearer(priya.token)).send(propertyForm({ submit: true })).expect(201)).body.data.id as string;
    await app.http.post(`/api/v1/properties/${listing}/state`).set(admin).send({ action: 'approve' }).expect(200);
    const tenant = await app.signedIn('TENANT');
    const proposal = (await app.http.post('/api/v1/tenancies').set(bearer(priya.token)).send({ property_id: listing, tenant_mobile_no: tenant.mobileNo, rent: 12000, deposit: 24000, maintenance: 500, move_in_date: '2026-12-01' }).expect(201)).body.data.id as string;
    await app.http.post(`/api/v1/admin/users/${priya.id}/erase`).set(admin).send({ reason: 'Asked by email' }).expect(200);
    const purge = () => app.container.get(PurgePersonalData).execute();
    const count = async (table: string, id: string) => (await app.sql(`select count(*)::int as n from ${table} where id = '${id}'`))[0]!.n;
    app.clock.advanceSeconds(RETENTION.erasedVisitDays * 86_400 + 60);
    await purge();
    expect([await count('properties', listing), await count('tenancies', proposal)]).toEqual([1, 1]);
    app.clock.advanceSeconds(RETENTION.erasedTenancyYears * 366 * 86_400);
    expect((await purge()).erasedTenancies).toBeGreaterThanOrEqual(1); // the other tests' erased people's too
    expect([await count('properties', listing), await count('tenancies', proposal)]).toEqual([0, 0]);
  });

  // After the clock moved years on: it signs everyone in afresh and needs no admin.
  it("visit-report photos on the database: an erased owner's home's go at once, the kept visits' with them on their date, from storage too", async () => {
    const priya = await signUp(UserMother.mobile());
    const other = await signUp(UserMother.mobile(), 'Ravi');
    const hers = (await app.http.post('/api/v1/properties').set(bearer(priya.token)).send(propertyForm({ submit: true })).expect(201)).body.data.id as string;
    const theirs = (await app.http.post('/api/v1/properties').set(bearer(other.token)).send(propertyForm({ submit: true })).expect(201)).body.data.id as string;
    const visitor = await app.signedIn('TENANT');
    const rider = await app.signedIn('TENANT');
    const photo = (name: string) => ({ id: '0190f0a0-0000-7000-8000-0000000000f9', width: 1600, height: 1200, variants: [480, 1600].map((width) => ({ width, height: (width * 3) / 4, key: `rides/${name}-${width}.webp` })) });
    const rides = app.container.get<RideRepository>(RideRepository);
    const onHers = RideMother.with({ propertyId: hers, tenantId: visitor.id, riderId: rider.id, status: 'COMPLETED', slot: RideMother.slot(15), report: RideMother.report({ photos: [photo(`${hers}-kitchen`)] }) });
    const hersElsewhere = RideMother.with({ propertyId: theirs, tenantId: priya.id, riderId: rider.id, status: 'COMPLETED', slot: RideMother.slot(17), report: RideMother.report({ photos: [photo(`${theirs}-hall`)] }) });
    for (const ride of [onHers, hersElsewhere]) await rides.save(ride);
    const storage = app.container.get<ImageStorage>(ImageStorage);
    const keysOf = (ride: typeof onHers) => ride.report!.photos.flatMap((p) => p.variants.map((v) => v.key));
    for (const key of [...keysOf(onHers), ...keysOf(hersElsewhere)]) await storage.put(key, new Uint8Array([1, 2, 3]), 'image/webp');
    const photosIn = async (id: string) => (await app.sql(`select jsonb_array_length(report->'photos') as n from rides where id = '${id}'`))[0]?.n;

    const person = (await app.container.get<UserRepository>(UserRepository).findById(priya.id))!;
    await app.container.get(ErasePerson).execute({ actor: person, userId: priya.id, signedInAt: app.clock.now() });
    await app.drainJobs();
    expect(await photosIn(onHers.id)).toBe(0);
    for (const key of keysOf(onHers)) expect(await storage.get(key)).toBeNull();
    expect(await photosIn(hersElsewhere.id)).toBe(1);
    for (const key of keysOf(hersElsewhere)) expect(await storage.get(key)).not.toBeNull();

    app.clock.advanceSeconds(RETENTION.erasedVisitDays * 86_400 + 60);
    expect((await app.container.get(PurgePersonalData).execute()).erasedVisitPhotos).toBeGreaterThanOrEqual(2);
    await app.drainJobs();
    expect(await photosIn(hersElsewhere.id)).toBeUndefined();
    for (const key of keysOf(hersElsewhere)) expect(await storage.get(key)).toBeNull();
  });
});
