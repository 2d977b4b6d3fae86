import { describe, expect, it } from 'vitest';
import { propertyForm } from '../mothers/property.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { ADMIN, useTestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const UNKNOWN_ID = '0190f0a0-0000-7000-8000-00000000dead';
/** A browser opening a link from outside the site (an SMS app, the address bar): what a person's tap sends. */
const TAP = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'none', 'Sec-Fetch-User': '?1' };

describe.each(databaseKinds())('search alerts over HTTP (%s)', (kind) => {
  const app = useTestApp(kind, { PUBLIC_BASE_URL: 'https://gharsetu.example' });
  let adminToken: string | null = null;
  const admin = () => bearer(adminToken ?? app.adminToken);
  const signInAdmin = async () => {
    adminToken = (await app.signInAdmin(ADMIN)).token;
  };

  /** An owner's listing, submitted and approved by an admin: it goes live, and its matching job is queued. */
  async function goLive(form: Record<string, unknown> = {}): Promise<string> {
    const owner = await app.signedIn('OWNER');
    const created = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ ...form, submit: true })).expect(201);
    await app.http.post(`/api/v1/properties/${created.body.data.id}/state`).set(admin()).send({ action: 'approve' }).expect(200);
    await app.drainJobs();
    return created.body.data.id as string;
  }
  const outbox = async (to: string): Promise<string[]> =>
    (await app.http.get('/api/v1/dev/outbox').query({ to }).expect(200)).body.data.map((m: { text: string }) => m.text);
  const links = (text: string) => ({ code: /\/s\/([A-Za-z0-9]+) /.exec(text)![1]!, token: /\/s\/stop\/([A-Za-z0-9]+)/.exec(text)![1]! });
  const alerts = async (token: string) => (await app.http.get('/api/v1/search-alerts').set(bearer(token)).expect(200)).body.data as Array<Record<string, unknown>>;

  it('every route needs a sign-in: 401 with the spec message', async () => {
    for (const [method, path] of [['post', '/api/v1/search-alerts'], ['get', '/api/v1/search-alerts'], ['patch', `/api/v1/search-alerts/${UNKNOWN_ID}`], ['delete', `/api/v1/search-alerts/${UNKNOWN_ID}`]] as const) {
      const res = await app.http[method](path).send({ city: 'patna', status: 'STOPPED' }).expect(401);
      expect(res.body.message).toBe('Not authenticated user');
    }
  });

  it('saves the listing page search (201 with the message), lists it, refuses a sixth and the same search twice (409)', async () => {
    const tenant = await app.signedIn('TENANT');
    const created = await app.http
      .post('/api/v1/search-alerts')
      .set(bearer(tenant.token))
      .send({ city: 'patna', bhk: 2, max_rent: 15000, furnishing: 'SEMI_FURNISHED', search: 'Boring Road', verified_only: true })
      .expect(201);
    expect(created.body.message).toBe('Search alert saved. We will send you an SMS when a new home matches, at most once a day.');
    expect(created.body.data).toMatchObject({ city: 'patna', bhk: 2, max_rent: 15000, min_rent: null, furnishing: 'SEMI_FURNISHED', search: 'Boring Road', verified_only: true, status: 'ACTIVE', stopped_at: null });
    for (const bhk of [1, 3, 4, 5]) await app.http.post('/api/v1/search-alerts').set(bearer(tenant.token)).send({ city: 'patna', bhk }).expect(201);
    const sixth = await app.http.post('/api/v1/search-alerts').set(bearer(tenant.token)).send({ city: 'gaya' }).expect(409);
    expect(sixth.body).toEqual({ success: false, code: 'SEARCH_ALERTS_MAX', params: { max: 5 }, message: 'You already have 5 search alerts. Delete one in your profile to save this search.', errors: {}, field_codes: {} });
    expect((await alerts(tenant.token)).map((a) => a.bhk)).toEqual([5, 4, 3, 1, 2]);

    const other = await app.signedIn('TENANT');
    await app.http.post('/api/v1/search-alerts').set(bearer(other.token)).send({ city: 'patna', search: 'Kankarbagh' }).expect(201);
    const twice = await app.http.post('/api/v1/search-alerts').set(bearer(other.token)).send({ city: 'patna', search: 'KANKARBAGH' }).expect(409);
    expect(twice.body.message).toBe('You already have an alert for this search.');
  });

  it('refuses a bad search with every field\'s message (400)', async () => {
    const tenant = await app.signedIn('TENANT');
    const res = await app.http.post('/api/v1/search-alerts').set(bearer(tenant.token)).send({ bhk: 'two', min_rent: 20000, max_rent: 10000, available_by: '31/12/2026' }).expect(400);
    expect(res.body.errors).toEqual({ city: 'Choose a city.', bhk: 'Enter a valid number', min_rent: 'Minimum rent cannot be more than maximum rent.', available_by: 'Enter a date as YYYY-MM-DD.' });
  });

  it('stops, resumes and deletes one\'s own alert; another person\'s is not found (404)', async () => {
    const tenant = await app.signedIn('TENANT');
    const id = (await app.http.post('/api/v1/search-alerts').set(bearer(tenant.token)).send({ city: 'gaya' }).expect(201)).body.data.id as string;
    const stopped = await app.http.patch(`/api/v1/search-alerts/${id}`).set(bearer(tenant.token)).send({ status: 'STOPPED' }).expect(200);
    expect([stopped.body.message, stopped.body.data.status, typeof stopped.body.data.stopped_at]).toEqual(['Search alert stopped', 'STOPPED', 'string']);
    expect((await app.http.patch(`/api/v1/search-alerts/${id}`).set(bearer(tenant.token)).send({ status: 'ACTIVE' }).expect(200)).body.message).toBe('Search alert resumed');
    expect((await app.http.patch(`/api/v1/search-alerts/${id}`).set(bearer(tenant.token)).send({ status: 'PAUSED' }).expect(400)).body.errors).toEqual({ status: 'status must be one of ACTIVE, STOPPED.' });

    const stranger = await app.signedIn('TENANT');
    await app.http.delete(`/api/v1/search-alerts/${id}`).set(bearer(stranger.token)).expect(404);
    await app.http.patch(`/api/v1/search-alerts/${id}`).set(bearer(stranger.token)).send({ status: 'STOPPED' }).expect(404);
    await app.http.delete('/api/v1/search-alerts/not-an-id').set(bearer(tenant.token)).expect(404);
    expect((await app.http.delete(`/api/v1/search-alerts/${id}`).set(bearer(tenant.token)).expect(200)).body).toEqual({ success: true, code: 'SEARCH_ALERT_DELETED', params: {}, message: 'Search alert deleted', data: null });
    await app.http.delete(`/api/v1/search-alerts/${id}`).set(bearer(tenant.token)).expect(404);
    expect(await alerts(tenant.token)).toEqual([]);
  });

  it('an approved listing texts the matching alert once, with a short link to it and a stop link that works without sign-in', async () => {
    const tenant = await app.signedIn('TENANT');
    await app.http.post('/api/v1/search-alerts').set(bearer(tenant.token)).send({ city: 'bhagalpur', bhk: 3 }).expect(201);
    const miss = await goLive({ city: 'bhagalpur', bhk: 2, locality: 'Adampur' });
    expect(await outbox(tenant.mobileNo!)).toEqual([]);
    const id = await goLive({ city: 'bhagalpur', bhk: 3, rent: 18500, locality: 'Tilka Manjhi' });
    const [text] = await outbox(tenant.mobileNo!);
    expect(text).toMatch(/^GharSetu: a new home for your search alert: 3 BHK in Tilka Manjhi, Bhagalpur, Rs 18,500\/month\. See it: https:\/\/gharsetu\.example\/s\/\w{10} Stop alerts: https:\/\/gharsetu\.example\/s\/stop\/\w{20}$/);
    expect(miss).not.toBe(id);
    const { code, token } = links(text!);

    // The short link: a redirect to the new home.
    const short = await app.http.get(`/s/${code}`).expect(302);
    expect(short.headers.location).toBe(`/tenant/property-details/${id}`);
    expect(short.headers['cache-control']).toBe('no-store');
    const unknown = await app.http.get('/s/NoSuchCode').expect(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.text).toContain('This link is not valid.');

    // A link preview (no Sec-Fetch headers) or a prefetch only shows the alert, with a Stop button.
    for (const headers of [{}, { ...TAP, 'Sec-Purpose': 'prefetch' }]) {
      const preview = await app.http.get(`/s/stop/${token}`).set(headers).expect(200);
      expect(preview.text).toContain('data-status="ACTIVE"');
      expect(preview.text).toContain('data-testid="stop-button"');
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await alerts(tenant.token))[0]!.status).toBe('ACTIVE');

    // A person's tap stops it at once, and offers the undo; a second tap changes nothing.
    for (let tap = 0; tap < 2; tap += 1) {
      const page = await app.http.get(`/s/stop/${token}`).set(TAP).expect(200);
      expect(page.text).toContain('<html lang="en">');
      expect(page.text).toContain('SMS alerts stopped');
      expect(page.text).toContain('3 BHK in Bhagalpur');
      expect(page.text).toContain('data-testid="undo-button"');
      expect(page.text).not.toMatch(/<script/i);
      expect((await alerts(tenant.token))[0]!.status).toBe('STOPPED');
    }
    // Undo, then the page's own Stop button.
    const undone = await app.http.post(`/s/stop/${token}`).type('form').send({ action: 'resume' }).expect(200);
    expect(undone.text).toContain('Alerts are on again');
    expect((await alerts(tenant.token))[0]!.status).toBe('ACTIVE');
    await app.http.post(`/s/stop/${token}`).type('form').send({ action: 'stop' }).expect(200);
    expect((await alerts(tenant.token))[0]!.status).toBe('STOPPED');
    await app.http.post(`/s/stop/${token}`).type('form').send({ action: 'erase' }).expect(400);
    expect((await app.http.get('/s/stop/AltereD0000000000000').set(TAP).expect(404)).text).toContain('This link is not valid.');
  });

  it('one SMS a day per person: a second match waits until the next day', async () => {
    const tenant = await app.signedIn('TENANT');
    await app.http.post('/api/v1/search-alerts').set(bearer(tenant.token)).send({ city: 'darbhanga' }).expect(201);
    await app.http.post('/api/v1/search-alerts').set(bearer(tenant.token)).send({ city: 'darbhanga', bhk: 1 }).expect(201);
    await goLive({ city: 'darbhanga', bhk: 1, locality: 'Laheriasarai' });
    expect(await outbox(tenant.mobileNo!)).toHaveLength(1);
    app.clock.advanceMinutes(60);
    await signInAdmin(); // admin sessions idle out after 30 minutes
    await goLive({ city: 'darbhanga', bhk: 2, locality: 'Benta' });
    expect(await outbox(tenant.mobileNo!)).toHaveLength(1);
    app.clock.advanceMinutes(23 * 60 + 1);
    await signInAdmin();
    await goLive({ city: 'darbhanga', bhk: 2, locality: 'Donar' });
    const texts = await outbox(tenant.mobileNo!);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^GharSetu: 2 new homes in Darbhanga match your search alerts\. See them: /);
  });

  it('texts and shows the stop page in Hindi to a person who reads Hindi', async () => {
    const tenant = await app.signedIn('TENANT');
    await app.http.patch('/api/v1/users/me').set(bearer(tenant.token)).send({ language: 'hi' }).expect(200);
    await app.http.post('/api/v1/search-alerts').set(bearer(tenant.token)).send({ city: 'ranchi' }).expect(201);
    await goLive({ city: 'ranchi', bhk: 2, rent: 11000, locality: 'Lalpur' });
    const [text] = await outbox(tenant.mobileNo!);
    expect(text).toMatch(/^GharSetu: आपकी खोज से मिलता नया घर: Lalpur, राँची में 2 BHK, ₹11,000\/महीना। देखें: /);
    const page = await app.http.get(`/s/stop/${links(text!).token}`).set(TAP).expect(200);
    expect(page.text).toContain('<html lang="hi">');
    expect(page.text).toContain('SMS अलर्ट बंद हो गए');
    expect(page.text).toContain('राँची में कोई भी घर');
  });
});
