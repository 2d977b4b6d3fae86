import { describe, expect, it } from 'vitest';
import { propertyForm } from '../mothers/property.mother.js';
import { TestImages } from '../support/images.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

/** What only the listing's owner, admins and its rider are shown. */
const NOT_FOR_VISITORS = ['owner_id', 'posted_by_role', 'view_count', 'wishlist_count', 'callback_count', 'rejection_reason', 'review_note', 'listed_until', 'updated_at'];

describe.each(databaseKinds())('what the public sees of listings and their photos (%s)', (kind) => {
  const app = useTestApp(kind);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const admin = () => bearer(app.adminToken);
  const plain = (url: string) => url.split('?')[0]!;

  /** A listing with one photo, moved through `actions` (owner moves by the owner, the others by an admin). */
  async function listingWithPhoto(form: Record<string, unknown> = {}) {
    const owner = await app.signedIn('OWNER');
    const id = (await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm(form)).expect(201)).body.data.id as string;
    const photo = (await app.http.post(`/api/v1/properties/${id}/gallery/bulk`).set(bearer(owner.token)).attach('images', await TestImages.jpeg(700, 500), 'a.jpg').expect(201)).body.data[0];
    const move = (action: string, by: Record<string, string> = admin(), extra: Record<string, unknown> = {}) =>
      app.http.post(`/api/v1/properties/${id}/state`).set(by).send({ action, ...extra }).expect(200);
    return { owner, id, photoUrl: photo.urls['320'] as string, move };
  }

  it('search, details and the wishlist carry no owner, counts or moderation notes; the owner and the console keep them', async () => {
    const locality = `Kankarbagh ${Date.now().toString(36)}`;
    const { owner, id, move } = await listingWithPhoto({ locality });
    await move('submit', bearer(owner.token));
    await move('approve');
    const tenant = await app.signedIn('TENANT');
    await app.http.post('/api/v1/properties/wishlist/toggle').set(bearer(tenant.token)).send({ property_id: id }).expect(200);

    const answers = {
      'GET list': (await app.http.get('/api/v1/properties/list').query({ city: 'patna', search: locality }).expect(200)).body.data[0],
      'POST list': (await app.http.post('/api/v1/properties/list').send({ search: locality, filter: { city: 'patna' } }).expect(200)).body.data[0],
      'details, signed out': (await app.http.get(`/api/v1/properties/${id}`).expect(200)).body.data,
      'details, another tenant': (await app.http.get(`/api/v1/properties/${id}`).set(bearer(tenant.token)).expect(200)).body.data,
      'list, signed in': (await app.http.get('/api/v1/properties/list').query({ city: 'patna', search: locality }).set(bearer(tenant.token)).expect(200)).body.data[0],
      wishlist: (await app.http.get('/api/v1/properties/wishlist').set(bearer(tenant.token)).expect(200)).body.data[0],
    };
    for (const [where, listing] of Object.entries(answers)) {
      expect(listing, where).toMatchObject({ id, title: expect.any(String), rent: expect.any(Number), locality, cover_image_url: expect.any(String) });
      expect(NOT_FOR_VISITORS.filter((field) => field in listing), where).toEqual([]);
    }
    const own = (await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data;
    expect(own).toMatchObject({ owner_id: owner.id, view_count: expect.any(Number), wishlist_count: 1, callback_count: 0 });
    const mine = (await app.http.post('/api/v1/properties/list/me').set(bearer(owner.token)).send({}).expect(200)).body.data[0];
    expect(mine).toMatchObject({ id, owner_id: owner.id, wishlist_count: 1 });
    const console = (await app.http.get(`/api/v1/admin/post-property/${id}`).set(admin()).expect(200)).body;
    expect(console).toMatchObject({ id, owner_id: owner.id, wishlist_count: 1, listed_until: expect.any(String) });
  });

  it('a live listing\'s photos are public (plain URLs, cached by anyone); once it leaves the market they are not', async () => {
    const { owner, id, photoUrl, move } = await listingWithPhoto();
    await move('submit', bearer(owner.token));
    await move('approve');
    const details = (await app.http.get(`/api/v1/properties/${id}`).expect(200)).body.data;
    expect(details.images[0].urls['320']).toBe(plain(photoUrl));
    expect(details.cover_image_url).not.toContain('?');
    const media = await app.http.get(details.images[0].urls['320']).expect(200);
    expect(media.headers['cache-control']).toBe('public, max-age=86400');
    await app.http.get(details.cover_image_url).expect(200);

    await app.http.delete(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200); // archived
    await app.http.get(plain(photoUrl)).expect(404);
    const archived = (await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data;
    await app.http.get(archived.images[0].urls['320']).expect(200);
  });

  it('a photo key that names no listing, or a malformed one, is a 404 without a signature', async () => {
    await app.http.get('/media/properties/not-a-uuid/x-320.webp').expect(404);
    await app.http.get('/media/properties/0195e7c4-1f2a-7c3d-9e4f-5a6b7c8d9e0f/x-320.webp').expect(404);
    await app.http.get('/media/rides/0195e7c4-1f2a-7c3d-9e4f-5a6b7c8d9e0f/x-320.webp?expires=99999999999&signature=x').expect(404);
    await app.http.get('/media/%E0%A4%A').expect(404);
  });

  it("a draft's, pending and rejected listing's photos are not fetchable by URL; the owner and admins get working signed links", async () => {
    const { owner, id, photoUrl, move } = await listingWithPhoto();
    expect(photoUrl).toMatch(/\?expires=\d+&signature=/);
    await app.http.get(plain(photoUrl)).expect(404); // draft
    await app.http.get(photoUrl).expect(200);
    await move('submit', bearer(owner.token));
    await app.http.get(plain(photoUrl)).expect(404); // pending review
    await move('reject', admin(), { reason: 'Blurred photos' });
    await app.http.get(plain(photoUrl)).expect(404); // rejected

    const ownView = (await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data;
    const console = (await app.http.get(`/api/v1/admin/post-property/${id}`).set(admin()).expect(200)).body;
    for (const links of [ownView, console]) {
      expect(links.cover_image_url).toMatch(/\?expires=\d+&signature=/);
      await app.http.get(links.cover_image_url).expect(200);
      await app.http.get(links.cover_image_small_url).expect(200); // the card's 320 px variant, signed on its own
      await app.http.get(links.images[0].urls['320']).expect(200);
    }
    // A forged or borrowed signature, and one for another size of the same photo, do not open it.
    const [, query] = photoUrl.split('?');
    await app.http.get(`${plain(photoUrl)}?${query!.replace(/signature=[^&]+/, 'signature=AAAA')}`).expect(404);
    await app.http.get(`${plain(ownView.images[0].urls['640'])}?${query}`).expect(404);
    // Links run out (one to two hours): a stale page's link is a 404, a fresh answer has a new one.
    app.clock.advanceMinutes(121);
    await app.http.get(photoUrl).expect(404);
    const fresh = (await app.http.get(`/api/v1/properties/${id}`).set(bearer(owner.token)).expect(200)).body.data.images[0].urls['320'];
    await app.http.get(fresh).expect(200);
  });
});
