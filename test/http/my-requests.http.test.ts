import { describe, expect, it } from 'vitest';
import { LeadMother } from '../mothers/lead.mother.js';
import { propertyRequestForm } from '../mothers/property-request.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const HOUR = 3600;

describe.each(databaseKinds())('"My requests" over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const admin = () => bearer(app.adminToken);
  const mine = async (token: string) => (await app.http.get('/api/v1/users/me/requests').set(bearer(token)).expect(200)).body.data as Array<Record<string, any>>;

  /** Signs a number up as a person does: OTP from the outbox, verify, register. Returns the new account's token. */
  async function signUp(mobile_no: string): Promise<string> {
    await app.http.post('/api/v1/auth/otp-challenge').send({ country_code: '+91', captcha_token: 'tok', is_signup: true, mobile_no }).expect(200);
    const verified = await app.http.post('/api/v1/auth/verify-otp').send({ country_code: '+91', is_signup: true, mobile_no, otp: await app.lastOtp(mobile_no) }).expect(200);
    const created = await app.http.post('/api/v1/auth/user').set(bearer(verified.body.data.token)).send({ first_name: 'Priya', last_name: 'Singh', mobile_no, captcha_token: 'tok' }).expect(201);
    return created.body.data.token as string;
  }

  it('needs a sign-in', async () => {
    const res = await app.http.get('/api/v1/users/me/requests').expect(401);
    expect(res.body.message).toBe('Not authenticated user');
  });

  it('a signed-in person sees a callback and a report they make; an existing account claims its signed-out requests at the next OTP sign-in; others see none of them', async () => {
    const person = await app.signedIn('TENANT');
    const { id: listingId } = await app.liveListing();
    const callback = await app.http.post('/api/v1/leads').set(bearer(person.token)).send(LeadMother.form({ type: 'PROPERTY', property_id: listingId })).expect(201);
    const report = await app.http.post(`/api/v1/properties/${listingId}/reports`).set(bearer(person.token)).send({ reason: 'BROKER' }).expect(201);
    const signedOut = await app.http.post('/api/v1/leads').send(LeadMother.form({ mobile_no: person.mobileNo })).expect(201);
    expect((await mine(person.token)).map((r) => r.id)).toEqual([report.body.data.id, callback.body.data.id]);
    const listed = await mine(person.token);
    expect(listed[0]).toMatchObject({ kind: 'LISTING_REPORT', status: 'OPEN', reason: 'BROKER', property_id: listingId, reply: 'WAITING' });
    expect(listed[1]).toMatchObject({ kind: 'CALLBACK', property_id: listingId });
    expect(typeof listed[1]!.property_title).toBe('string');

    await app.http.post('/api/v1/auth/otp-challenge').send({ country_code: '+91', captcha_token: 'tok', is_signup: false, mobile_no: person.mobileNo }).expect(200);
    const signedIn = await app.http.post('/api/v1/auth/verify-otp').send({ country_code: '+91', is_signup: false, mobile_no: person.mobileNo, otp: await app.lastOtp(person.mobileNo!) }).expect(200);
    expect((await mine(signedIn.body.data.token)).map((r) => r.id)).toEqual([signedOut.body.data.id, report.body.data.id, callback.body.data.id]);

    // Withdrawing the report closes it for the team too.
    await app.http.post(`/api/v1/users/me/requests/${report.body.data.id}/withdraw`).set(bearer(person.token)).expect(200);
    expect((await app.http.get(`/api/v1/admin/listing-reports/${report.body.data.id}`).set(admin()).expect(200)).body.status).toBe('CLOSED');

    const other = await app.signedIn('TENANT');
    expect(await mine(other.token)).toEqual([]);
    await app.http.post(`/api/v1/users/me/requests/${callback.body.data.id}/notes`).set(bearer(other.token)).send({ note: 'mine now?' }).expect(404);
  });
  it('requests made signed out attach to the account that signs up with the number; history without staff, the 48-hour promise, notes, withdrawal', async () => {
    const mobile_no = UserMother.mobile();
    const lead = await app.http.post('/api/v1/leads').send(LeadMother.form({ mobile_no, description: 'Call me after 5 pm' })).expect(201);
    const request = await app.http.post('/api/v1/property-requests').send(propertyRequestForm({ mobile_no })).expect(201);
    const stranger = await app.http.post('/api/v1/leads').send(LeadMother.form()).expect(201); // another number: never theirs

    const token = await signUp(mobile_no);
    const listed = await mine(token);
    expect(listed.map((r) => [r.kind, r.id])).toEqual([
      ['PROPERTY_REQUEST', request.body.data.id],
      ['CALLBACK', lead.body.data.id],
    ]);
    expect(listed[1]).toMatchObject({ status: 'NEW', open: true, reply: 'WAITING', history: [{ kind: 'CREATED', status: 'NEW', note: null }] });
    expect(listed[0]).toMatchObject({ city: 'patna', bhk: 2, budget: 15000 });

    // The team calls back: the move is in the history, with its date and no one's name or id.
    const moved = await app.http.patch(`/api/v1/leads/${lead.body.data.id}/status`).set(admin()).send({ status: 'CONTACTED' }).expect(200);
    const adminId = (await app.http.get('/api/v1/users/me').set(admin()).expect(200)).body.data.id as string;
    app.clock.advanceSeconds(49 * HOUR); // (last test of the file: the admin's session ends with this)
    const later = await mine(token);
    const callback = later.find((r) => r.kind === 'CALLBACK')!;
    expect(callback).toMatchObject({ status: 'CONTACTED', reply: 'ANSWERED' });
    expect(callback.history.map((l: Record<string, unknown>) => [l.kind, l.status])).toEqual([['CREATED', 'NEW'], ['STATUS', 'CONTACTED']]);
    expect(JSON.stringify(later)).not.toContain(moved.body.data.status_changed_by ?? 'status_changed_by');
    expect(JSON.stringify(later)).not.toContain(adminId);
    // Nobody answered the property request in 48 hours: we are late.
    expect(later.find((r) => r.kind === 'PROPERTY_REQUEST')).toMatchObject({ status: 'NEW', reply: 'LATE' });

    // A note, then the withdrawal.
    const bad = await app.http.post(`/api/v1/users/me/requests/${request.body.data.id}/notes`).set(bearer(token)).send({ note: ' ' }).expect(400);
    expect(bad.body.field_codes.note.code).toBe('REQUIRED');
    const noted = await app.http.post(`/api/v1/users/me/requests/${request.body.data.id}/notes`).set(bearer(token)).send({ note: 'A 1 BHK is fine too' }).expect(201);
    expect(noted.body.message).toBe('Your note was added. Our team will read it.');
    expect(noted.body.data.history.at(-1)).toMatchObject({ kind: 'NOTE', note: 'A 1 BHK is fine too' });
    const withdrawn = await app.http.post(`/api/v1/users/me/requests/${request.body.data.id}/withdraw`).set(bearer(token)).expect(200);
    expect(withdrawn.body).toMatchObject({ message: 'Your request was withdrawn.', data: { status: 'CLOSED', open: false, reply: 'WITHDRAWN' } });
    const again = await app.http.post(`/api/v1/users/me/requests/${request.body.data.id}/withdraw`).set(bearer(token)).expect(409);
    expect(again.body.code).toBe('MY_REQUEST_CLOSED');
    await app.http.post(`/api/v1/users/me/requests/${request.body.data.id}/notes`).set(bearer(token)).send({ note: 'hello' }).expect(409);

    // Someone else's request, or one that does not exist: the same 404.
    for (const id of [stranger.body.data.id, '0190f0a0-0000-7000-8000-00000000dead', 'not-an-id']) {
      const res = await app.http.post(`/api/v1/users/me/requests/${id}/withdraw`).set(bearer(token)).expect(404);
      expect(res.body.message).toBe('Request not found.');
      await app.http.post(`/api/v1/users/me/requests/${id}/notes`).set(bearer(token)).send({ note: 'hi' }).expect(404);
    }
  });

});
