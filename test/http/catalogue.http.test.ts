import { describe, expect, it } from 'vitest';
import { projectForm } from '../mothers/project.mother.js';
import { propertyRequestForm } from '../mothers/property-request.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const project = projectForm;
const request = propertyRequestForm;

describe.each(databaseKinds())('projects and property requests over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const admin = () => ({ Authorization: `Bearer ${app.adminToken}` });

  it('admins create, list, edit and archive projects; others may not', async () => {
    const owner = await app.signedIn('OWNER');
    await app.http.get('/api/v1/admin/post-project').set({ Authorization: `Bearer ${owner.token}` }).expect(403);
    await app.http.post('/api/v1/admin/post-project').send(project()).expect(401);
    const created = await app.http.post('/api/v1/admin/post-project').set(admin()).send(project()).expect(201);
    expect(created.body).toMatchObject({ name: 'Ganga Residency', unit_types: ['2 BHK', '3 BHK'], rera_number: 'BRERAP00123-1/456/R-789/2023', min_price: 4500000 });
    const list = await app.http.get('/api/v1/admin/post-project').query({ filter: JSON.stringify({ q: 'ganga', city: 'patna' }) }).set(admin()).expect(200);
    expect(list.body.map((p: { id: string }) => p.id)).toContain(created.body.id);
    expect(list.headers['content-range']).toMatch(/^post-project /);
    const edited = await app.http.put(`/api/v1/admin/post-project/${created.body.id}`).set(admin()).send({ status: 'READY_TO_MOVE' }).expect(200);
    expect(edited.body).toMatchObject({ status: 'READY_TO_MOVE', name: 'Ganga Residency' });
    const one = await app.http.get(`/api/v1/admin/post-project/${created.body.id}`).set(admin()).expect(200);
    expect(one.body).toMatchObject({ id: created.body.id, status: 'READY_TO_MOVE', builder: created.body.builder });
    await app.http.get(`/api/v1/admin/post-project/${created.body.id}`).set({ Authorization: `Bearer ${owner.token}` }).expect(403);
    await app.http.get('/api/v1/admin/post-project/0190f0a0-0000-7000-8000-00000000ffff').set(admin()).expect(404);
    expect((await app.http.delete(`/api/v1/admin/post-project/${created.body.id}`).set(admin()).expect(200)).body.status).toBe('ARCHIVED');
  });

  it('validates projects with field messages', async () => {
    const res = await app.http.post('/api/v1/admin/post-project').set(admin()).send(project({ name: '', min_price: 'cheap', max_price: 100, rera_number: 'x', image_urls: ['nope'] })).expect(400);
    expect(res.body.errors).toMatchObject({ name: 'This field is required', min_price: 'Enter a valid number', image_urls: 'Enter a valid link' });
    const many = Array.from({ length: 21 }, (_, i) => `https://cdn.example.com/p${i}.jpg`);
    const tooMany = await app.http.post('/api/v1/admin/post-project').set(admin()).send(project({ image_urls: many })).expect(400);
    expect(tooMany.body.errors).toEqual({ image_urls: 'At most 20 image links.' });
    expect(res.body.errors.rera_number).toBeTruthy();
    await app.http.get('/api/v1/admin/post-project/not-a-uuid').set(admin()).expect(404);
  });

  it('anyone raises a property request; admins work it through its statuses', async () => {
    const raised = await app.http.post('/api/v1/property-requests').send(request()).expect(201);
    expect(raised.body.message).toBe('Request Submitted, We will get back to you shortly');
    const id = raised.body.data.id;
    await app.http.get('/api/v1/admin/property-request').expect(401);
    const list = await app.http.get('/api/v1/admin/property-request').query({ filter: JSON.stringify({ status: 'NEW' }), range: '[0,99]' }).set(admin()).expect(200);
    expect(list.body.find((r: { id: string }) => r.id === id)).toMatchObject({ first_name: 'Neha', last_name: 'Kumari', budget: 15000, next_statuses: ['CONTACTED', 'CLOSED'] });
    expect((await app.http.put(`/api/v1/admin/property-request/${id}`).set(admin()).send({ status: 'CONTACTED' }).expect(200)).body.status).toBe('CONTACTED');
    const one = await app.http.get(`/api/v1/admin/property-request/${id}`).set(admin()).expect(200);
    expect(one.body).toMatchObject({ id, status: 'CONTACTED', next_statuses: ['MATCHED', 'CLOSED'], city: 'patna' });
    const tenant = await app.signedIn('TENANT');
    await app.http.get(`/api/v1/admin/property-request/${id}`).set({ Authorization: `Bearer ${tenant.token}` }).expect(403);
    await app.http.get('/api/v1/admin/property-request/0190f0a0-0000-7000-8000-00000000ffff').set(admin()).expect(404);
    expect((await app.http.put(`/api/v1/admin/property-request/${id}`).set(admin()).send({ status: 'NEW' }).expect(409)).body.message).toBe('Cannot change status from CONTACTED to NEW.');
    await app.http.put(`/api/v1/admin/property-request/${id}`).set(admin()).send({ status: 'FOUND' }).expect(400);
  });

  it('validates a property request with the spec messages', async () => {
    const res = await app.http.post('/api/v1/property-requests').send(request({ first_name: 'N3ha', mobile_no: '123', budget: 'low', city: '' })).expect(400);
    expect(res.body.errors).toMatchObject({
      first_name: 'numbers and spacial chars. are not allowed',
      mobile_no: 'Phone must be 10 digits.',
      budget: 'Enter a valid number',
      city: 'This field is required',
    });
  });

  it('refuses a move-in date already past in India, and takes today', async () => {
    // The fake clock reads 2026-11-22 10:00 UTC, 15:30 in Patna.
    const past = await app.http.post('/api/v1/property-requests').send(request({ move_in_date: '2026-11-21' })).expect(400);
    expect(past.body.errors).toEqual({ move_in_date: 'Move-in date cannot be in the past.' });
    await app.http.post('/api/v1/property-requests').send(request({ move_in_date: '2026-11-22' })).expect(201);
  });
});
