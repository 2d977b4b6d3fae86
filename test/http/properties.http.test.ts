import { describe, expect, it } from 'vitest';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { propertyForm } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds, serverPass } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

describe.each(databaseKinds())('property catalogue over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const admin = () => bearer(app.adminToken);

  const liveListing = app.liveListing;

  describe('posting (spec section 6)', () => {
    it('needs sign-in: no token → 401 "Kindly login to create property."', async () => {
      const res = await app.http.post('/api/v1/properties').send(propertyForm()).expect(401);
      expect(res.body.message).toBe('Kindly login to create property.');
      expect((await app.http.post('/api/v1/properties').set(bearer('expired')).send(propertyForm()).expect(401)).body.message).toBe('Not authenticated user');
    });

    it('refuses a user who is both admin and rider', async () => {
      const both = UserMother.admin({ secondaryRole: 'RIDER' });
      await app.container.get<UserRepository>(UserRepository).save(both);
      const { SessionIssuer } = await import('../../application/auth/issue-session.js');
      const token = await app.container.get(SessionIssuer).forAdminAfterSecondFactor(both, app.clock.now());
      const res = await app.http.post('/api/v1/properties').set(bearer(token)).send(propertyForm({ owner_id: both.id })).expect(403);
      expect(res.body.message).toBe('You already associated with GharSetu in different role.');
    });

    it('a tenant who posts becomes an owner too; the listing starts as a draft', async () => {
      const tenant = await app.signedIn('TENANT');
      const res = await app.http.post('/api/v1/properties').set(bearer(tenant.token)).send(propertyForm()).expect(201);
      expect(res.body.data).toMatchObject({ status: 'DRAFT', owner_id: tenant.id, posted_by_role: 'OWNER', city: 'patna', rent: 14000, is_verified: false });
      const me = await app.http.get('/api/v1/users/me').set(bearer(tenant.token)).expect(200);
      expect(me.body.data.secondary_role).toBe('OWNER');
    });

    it('an admin posts on an owner\'s behalf and must name the owner', async () => {
      const owner = await app.signedIn('OWNER');
      expect((await app.http.post('/api/v1/properties').set(admin()).send(propertyForm()).expect(400)).body.errors.owner_id).toBe('Choose the owner this property is posted for.');
      const res = await app.http.post('/api/v1/properties').set(admin()).send(propertyForm({ owner_id: owner.id })).expect(201);
      expect(res.body.data).toMatchObject({ owner_id: owner.id, posted_by_role: 'ADMIN' });
    });

    it('validates with the spec rules: number, link, required', async () => {
      const owner = await app.signedIn('OWNER');
      const res = await app.http
        .post('/api/v1/properties')
        .set(bearer(owner.token))
        .send(propertyForm({ rent: '12,000', virtual_tour_url: 'not a link', title: '', pincode: '80001', bhk: 'two' }))
        .expect(400);
      expect(res.body.errors).toMatchObject({
        rent: 'Enter a valid number',
        virtual_tour_url: 'Enter a valid link',
        title: 'This field is required',
        pincode: 'Pincode must be 6 digits.',
        bhk: 'Enter a valid number',
      });
    });
  });

  describe('states and who may move them', () => {
    it('owner submits, admin approves, the public sees it; a draft is hidden (404) but previewable by its owner', async () => {
      const owner = await app.signedIn('OWNER');
      const id = (await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm()).expect(201)).body.data.id;
      await app.http.get(`/api/v1/properties/${id}`).expect(404);
      expect((await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data.status).toBe('DRAFT');
      await app.http.post(`/api/v1/properties/${id}/state`).set(bearer(owner.token)).send({ action: 'submit' }).expect(200);
      await app.http.post(`/api/v1/properties/${id}/state`).set(bearer(owner.token)).send({ action: 'approve' }).expect(403);
      const live = await app.http.post(`/api/v1/properties/${id}/state`).set(admin()).send({ action: 'approve' }).expect(200);
      expect(live.body.data).toMatchObject({ status: 'LIVE', is_stale: false });
      const seen = await app.http.get(`/api/v1/properties/${id}`).query({ view: '1' }).expect(200);
      expect(seen.body.data).toMatchObject({ id, status: 'LIVE' });
      // The count is the owner's to see, not the public's.
      expect(seen.body.data).not.toHaveProperty('view_count');
      expect((await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data).toMatchObject({ id, view_count: 1, owner_id: owner.id });
      await app.http.post(`/api/v1/properties/${id}/state`).set(admin()).send({ action: 'verify' }).expect(200);
      expect((await app.http.get(`/api/v1/properties/${id}`).expect(200)).body.data.is_verified).toBe(true);
    });

    it('reject needs a reason the owner sees; a wrong move is a 409', async () => {
      const owner = await app.signedIn('OWNER');
      const id = (await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ submit: true })).expect(201)).body.data.id;
      await app.http.post(`/api/v1/properties/${id}/state`).set(admin()).send({ action: 'reject' }).expect(400);
      const rejected = await app.http.post(`/api/v1/properties/${id}/state`).set(admin()).send({ action: 'reject', reason: 'Photos are missing' }).expect(200);
      expect(rejected.body.data).toMatchObject({ status: 'REJECTED', rejection_reason: 'Photos are missing' });
      await app.http.post(`/api/v1/properties/${id}/state`).set(bearer(owner.token)).send({ action: 'mark_rented' }).expect(409);
    });

    it('only the owner (or an admin) edits a listing', async () => {
      const { owner, id } = await liveListing();
      const stranger = await app.signedIn('OWNER');
      await app.http.put(`/api/v1/properties/${id}`).set(bearer(stranger.token)).send(propertyForm({ rent: 1000 })).expect(403);
      const edited = await app.http.put(`/api/v1/properties/${id}`).set(bearer(owner.token)).send(propertyForm({ rent: 15500 })).expect(200);
      expect(edited.body.data).toMatchObject({ rent: 15500, status: 'LIVE' });
      await app.http.put(`/api/v1/properties/${id}`).set(admin()).send(propertyForm({ rent: 15000 })).expect(200);
      await app.http.put('/api/v1/properties/not-a-uuid').set(admin()).send(propertyForm()).expect(404);
    });

    it('DELETE archives: the owner may (the listing leaves search, stays in their list), a stranger may not', async () => {
      const { owner, id } = await liveListing();
      const stranger = await app.signedIn('OWNER');
      await app.http.delete(`/api/v1/properties/${id}`).expect(401);
      await app.http.delete(`/api/v1/properties/${id}`).set(bearer(stranger.token)).expect(403);
      await app.http.get(`/api/v1/properties/${id}`).expect(200);
      await app.http.delete(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200);
      await app.http.get(`/api/v1/properties/${id}`).expect(404);
      const mine = await app.http.post('/api/v1/properties/list/me').set(bearer(owner.token)).send({}).expect(200);
      expect(mine.body.data.find((p: { id: string }) => p.id === id)).toMatchObject({ status: 'ARCHIVED' });
    });
  });

  describe('search', () => {
    it('finds live listings by city, text and filters, pages with meta, and hides stale ones until reconfirmed', async () => {
      const locality = `Rajendra Nagar ${Date.now().toString(36)}`;
      const { id } = await liveListing({ locality, bhk: 3, rent: 21000, furnishing: 'FULLY_FURNISHED' });
      const find = (query: Record<string, unknown>) => app.http.get('/api/v1/properties/list').query({ city: 'patna', search: locality, ...query });
      const res = await find({}).expect(200);
      expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([id]);
      // A visitor learns who put it on the site (its owner here), never who the owner is.
      expect(res.body.data[0]).toMatchObject({ listed_by: 'OWNER' });
      expect(res.body.data[0]).not.toHaveProperty('owner_id');
      expect(res.body.meta).toMatchObject({ page: 1, limit: 10, total: 1, total_pages: 1, total_is_exact: true });
      expect((await find({ bhk: 3, min_rent: 20000, max_rent: 22000, furnishing: 'FULLY_FURNISHED', sort: 'rent_asc' })).body.data).toHaveLength(1);
      expect((await find({ bhk: 2 })).body.data).toHaveLength(0);
      expect((await find({ verified_only: 'true' })).body.data).toHaveLength(0);
      expect((await find({ city: 'gaya' })).body.data).toHaveLength(0);
      const post = await app.http.post('/api/v1/properties/list').send({ limit: 10, page: 1, search: locality, filter: { city: 'patna', bhk: 3 } }).expect(200);
      expect(post.body.data).toHaveLength(1);
      await app.http.get('/api/v1/properties/list').query({ city: 'london' }).expect(400);
      await app.http.get('/api/v1/properties/list').query({ city: 'patna', min_rent: 'lots' }).expect(400);
    });
  });

  describe('grids', () => {
    it('list/me shows only mine; list/admin is admin-only', async () => {
      const { owner, id } = await liveListing();
      const mine = await app.http.post('/api/v1/properties/list/me').set(bearer(owner.token)).send({}).expect(200);
      expect(mine.body.data.map((p: { id: string }) => p.id)).toEqual([id]);
      await app.http.post('/api/v1/properties/list/admin').set(bearer(owner.token)).send({}).expect(403);
      await app.http.post('/api/v1/properties/list/me').send({}).expect(401);
      const all = await app.http.post('/api/v1/properties/list/admin').set(admin()).send({ filter: { status: 'LIVE' } }).expect(200);
      expect(all.body.meta.total).toBeGreaterThanOrEqual(1);
    });
  });

  describe('wishlist', () => {
    it('toggles a heart on a live listing, lists it, and shows it in search results', async () => {
      const locality = `Bailey Road ${Date.now().toString(36)}`;
      const { id, owner } = await liveListing({ locality });
      const tenant = await app.signedIn('TENANT');
      await app.http.post('/api/v1/properties/wishlist/toggle').send({ property_id: id }).expect(401);
      const on = await app.http.post('/api/v1/properties/wishlist/toggle').set(bearer(tenant.token)).send({ property_id: id }).expect(200);
      expect(on.body.data).toEqual({ wishlisted: true });
      const list = await app.http.get('/api/v1/properties/wishlist').set(bearer(tenant.token)).expect(200);
      expect(list.body.data.map((p: { id: string; wishlisted: boolean }) => [p.id, p.wishlisted])).toEqual([[id, true]]);
      const hearts = await app.http.get('/api/v1/properties/list').query({ city: 'patna', search: locality }).set(bearer(tenant.token)).expect(200);
      expect(hearts.body.data[0]).toMatchObject({ id, wishlisted: true });
      expect(hearts.body.data[0]).not.toHaveProperty('wishlist_count');
      const mine = await app.http.post('/api/v1/properties/list/me').set(bearer(owner.token)).send({}).expect(200);
      expect(mine.body.data.find((p: { id: string }) => p.id === id)).toMatchObject({ wishlist_count: 1 });
      // The signed-in answer is never stored; a visitor's is shared briefly, kept apart by Vary.
      expect(hearts.headers).toMatchObject({ 'cache-control': 'private, no-store', vary: expect.stringContaining('Authorization') });
      const anonymous = await app.http.get('/api/v1/properties/list').query({ city: 'patna', search: locality }).expect(200);
      expect(anonymous.headers).toMatchObject({ 'cache-control': 'public, max-age=30', vary: expect.stringContaining('Authorization') });
      expect(anonymous.body.data[0].wishlisted).toBeUndefined();
      const off = await app.http.post('/api/v1/properties/wishlist/toggle').set(bearer(tenant.token)).send({ property_id: id }).expect(200);
      expect(off.body.data).toEqual({ wishlisted: false });
      expect((await app.http.get('/api/v1/properties/wishlist').set(bearer(tenant.token)).expect(200)).body.data).toEqual([]);
      await app.http.post('/api/v1/properties/wishlist/toggle').set(bearer(tenant.token)).send({ property_id: '0190f0a0-0000-7000-8000-00000000dead' }).expect(404);
    });
  });

  // Last: it moves the clock a month on, which also ends every session opened before.
  describe('staleness', () => {
    it('a live listing not reconfirmed for 30 days drops out of search until its owner reconfirms', async () => {
      const locality = `Kankarbagh ${Date.now().toString(36)}`;
      const { owner, id } = await liveListing({ locality });
      const find = () => app.http.get('/api/v1/properties/list').query({ city: 'patna', search: locality }).expect(200);
      expect((await find()).body.data).toHaveLength(1);
      app.clock.advanceSeconds(31 * 86_400);
      expect((await find()).body.data).toHaveLength(0);
      await app.http.get(`/api/v1/properties/${id}`).expect(404);
      const token = await app.tokenFor(owner.id);
      const mine = await app.http.post('/api/v1/properties/list/me').set(bearer(token)).send({}).expect(200);
      expect(mine.body.data.find((p: { id: string }) => p.id === id)).toMatchObject({ status: 'LIVE', is_stale: true });
      await app.http.post(`/api/v1/properties/${id}/state`).set(bearer(token)).send({ action: 'reconfirm' }).expect(200);
      expect((await find()).body.data.map((p: { id: string }) => p.id)).toEqual([id]);
    });
  });
});

// On PGlite only: the server pass (npm run test:server) skips it.
describe.skipIf(serverPass)('console post-property resource (pglite)', () => {
  const app = useTestApp('pglite');
  const admin = () => ({ Authorization: `Bearer ${app.adminToken}` });

  it('creates for an owner, lists with Content-Range and filters, moves state with PUT {action}, edits, archives; admin only', async () => {
    const owner = await app.signedIn('OWNER');
    await app.http.get('/api/v1/admin/post-property').set({ Authorization: `Bearer ${owner.token}` }).expect(403);
    const created = await app.http.post('/api/v1/admin/post-property').set(admin()).send(propertyForm({ owner_id: owner.id, submit: true })).expect(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ status: 'SUBMITTED', owner_id: owner.id, posted_by_role: 'ADMIN' });
    const queue = await app.http.get('/api/v1/admin/post-property').query({ filter: JSON.stringify({ status: 'SUBMITTED' }), range: '[0,9]' }).set(admin()).expect(200);
    expect(queue.body.map((p: { id: string }) => p.id)).toContain(id);
    expect(queue.headers['content-range']).toMatch(/^post-property 0-\d+\/\d+$/);
    expect((await app.http.put(`/api/v1/admin/post-property/${id}`).set(admin()).send({ action: 'approve' }).expect(200)).body.status).toBe('LIVE');
    expect((await app.http.put(`/api/v1/admin/post-property/${id}`).set(admin()).send({ action: 'verify' }).expect(200)).body.is_verified).toBe(true);
    const verified = await app.http.get('/api/v1/admin/post-property').query({ filter: JSON.stringify({ verified: true, owner_id: owner.id }) }).set(admin()).expect(200);
    expect(verified.body.map((p: { id: string }) => p.id)).toEqual([id]);
    const edited = await app.http.put(`/api/v1/admin/post-property/${id}`).set(admin()).send(propertyForm({ rent: 17000 })).expect(200);
    expect(edited.body.rent).toBe(17000);
    const bad = await app.http.put(`/api/v1/admin/post-property/${id}`).set(admin()).send(propertyForm({ rent: 'x' })).expect(400);
    expect(bad.body.errors.rent).toBe('Enter a valid number');
    expect((await app.http.delete(`/api/v1/admin/post-property/${id}`).set(admin()).expect(200)).body.status).toBe('ARCHIVED');
    expect((await app.http.get(`/api/v1/admin/post-property/${id}`).set(admin()).expect(200)).body.status).toBe('ARCHIVED');
  });
});

// Its own app: it moves the clock a day on, which ends the sessions the other tests share.
describe.each(databaseKinds())('listing views over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const admin = () => bearer(app.adminToken);

  async function liveListing() {
    const owner = await app.signedIn('OWNER');
    const created = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ submit: true })).expect(201);
    await app.http.post(`/api/v1/properties/${created.body.data.id}/state`).set(admin()).send({ action: 'approve' }).expect(200);
    return { owner, id: created.body.data.id as string };
  }

  it('views count people once a day, not reloads or other browsers from one address; owners and admins do not count', async () => {
    const { owner, id } = await liveListing();
    const tenant = await app.signedIn('TENANT');
    const open = (headers: Record<string, string> = {}) => app.http.get(`/api/v1/properties/${id}`).query({ view: '1' }).set(headers).expect(200);
    const views = async () => (await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data.view_count;

    await open(bearer(tenant.token));
    await open(bearer(tenant.token));
    await open({ 'User-Agent': 'Phone A' });
    await open({ 'User-Agent': 'Phone A' });
    for (let i = 0; i < 50; i += 1) await open({ 'User-Agent': `Phone ${i}` }); // one address, fifty browsers: one view
    await open(bearer(owner.token));
    await open(admin());
    expect(await views()).toBe(2);
    // Reading without ?view=1 (cards, previews, refreshes of data) never counts.
    await app.http.get(`/api/v1/properties/${id}`).set(bearer(tenant.token)).expect(200);
    expect(await views()).toBe(2);

    app.clock.advanceMinutes(24 * 60);
    await open(bearer(tenant.token));
    expect(await views()).toBe(3);
  });
});
