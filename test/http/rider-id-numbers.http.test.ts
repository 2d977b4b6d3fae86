import { describe, expect, it } from 'vitest';
import { AuditLog } from '../../application/audit/ports/audit-log.port.js';
import { riderApplicationForm } from '../mothers/rider-application.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(databaseKinds())('rider ID numbers over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const admin = () => bearer(app.adminToken);
  const applyAs = async (form: Record<string, unknown>) => {
    const person = await app.signedIn('TENANT');
    const res = await app.http.post('/api/v1/riders/applications').set(bearer(person.token)).send(riderApplicationForm(form)).expect(201);
    return { person, application: res.body.data as { id: string } };
  };
  const row = async (id: string) => (await app.sql(`select * from rider_applications where id = '${id}'`))[0]!;
  const viewings = async (id: string) =>
    (await app.container.get<AuditLog>(AuditLog).list({ filter: { action: 'ID_NUMBER_VIEWED', subjectId: id }, sort: { field: 'at', order: 'ASC' }, offset: 0, limit: 10 })).items;

  it('a PAN is stored sealed: the row holds no typed number; admins and the applicant see •••• 234F', async () => {
    const { person, application } = await applyAs({ id_document_type: 'PAN', id_document_number: 'abcde 1234-f' });
    const stored = await row(application.id);
    expect(stored).toMatchObject({ id_document_number: null, id_number_last4: '234F', id_number_hash: null });
    expect(JSON.stringify(stored)).not.toContain('ABCDE1234F');
    const mine = await app.http.get('/api/v1/riders/applications/me').set(bearer(person.token)).expect(200);
    expect(mine.body.data).toMatchObject({ id_document_type: 'PAN', id_document_number_masked: '•••• 234F', id_document_number_kept_whole: true });
    const seen = await app.http.get(`/api/v1/admin/rider-applications/${application.id}`).set(admin()).expect(200);
    expect(seen.body).toMatchObject({ id_document_number_masked: '•••• 234F' });
    expect(JSON.stringify(seen.body)).not.toContain('ABCDE1234F');
  });

  it('an admin who asks reads the whole number, and the reading is recorded; anyone else gets 403', async () => {
    const { person, application } = await applyAs({ id_document_type: 'VOTER_ID', id_document_number: 'abc1234567' });
    await app.http.post(`/api/v1/admin/rider-applications/${application.id}/id-number`).set(bearer(person.token)).expect(403);
    await app.http.post(`/api/v1/admin/rider-applications/${application.id}/id-number`).expect(401);
    expect(await viewings(application.id)).toEqual([]);
    const shown = await app.http.post(`/api/v1/admin/rider-applications/${application.id}/id-number`).set(admin()).expect(200);
    expect(shown.body).toEqual({ id_document_type: 'VOTER_ID', id_document_number: 'ABC1234567', last4: '4567' });
    const entries = await viewings(application.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'ID_NUMBER_VIEWED', subject: { type: 'RIDER_APPLICATION', id: application.id } });
    expect(JSON.stringify(entries)).not.toContain('ABC1234567');
    await app.http.post('/api/v1/admin/rider-applications/0190aaaa-0000-7000-8000-00000000abcd/id-number').set(admin()).expect(404);
  });

  it('an Aadhaar number is never stored, only its last four and a keyed hash; the same Aadhaar on another person\'s application is named', async () => {
    const first = await applyAs({ id_document_type: 'AADHAAR', id_document_number: '2345 6789 0124' });
    const second = await applyAs({ id_document_type: 'AADHAAR', id_document_number: '234567890124' });
    const stored = await row(second.application.id);
    expect(stored).toMatchObject({ id_document_number: null, id_number_sealed: null, id_number_last4: '0124' });
    expect(stored.id_number_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await app.sql('select * from rider_applications'))).not.toContain('234567890124');

    const seen = await app.http.get(`/api/v1/admin/rider-applications/${second.application.id}`).set(admin()).expect(200);
    expect(seen.body).toMatchObject({ id_document_number_masked: '•••• 0124', id_document_number_kept_whole: false, same_id_number_as: [first.application.id] });
    // Only the last four exist: that is what the admin who asks gets (recorded all the same).
    const shown = await app.http.post(`/api/v1/admin/rider-applications/${second.application.id}/id-number`).set(admin()).expect(200);
    expect(shown.body).toEqual({ id_document_type: 'AADHAAR', id_document_number: null, last4: '0124' });
    expect(await viewings(second.application.id)).toHaveLength(1);
  });

  it('an Aadhaar number failing its check digit is refused with a field error', async () => {
    const person = await app.signedIn('TENANT');
    const res = await app.http.post('/api/v1/riders/applications').set(bearer(person.token)).send(riderApplicationForm({ id_document_number: '2345 6789 0123' })).expect(400);
    expect(res.body.errors).toEqual({ id_document_number: 'This Aadhaar number is not valid: check its 12 digits.' });
  });
});
