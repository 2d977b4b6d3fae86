import { describe, expect, it } from 'vitest';
import { LeadRepository } from '../../application/leads/ports/lead.repository.port.js';
import { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { seedDemoData } from '../../adapters/seed/demo-data.js';
import { useTestApp } from '../support/test-app.js';

describe('demo data on first start (pglite)', () => {
  const app = useTestApp('pglite');

  it('seeds people, live listings (some verified) and leads once, and they show through the API', async () => {
    const c = app.container;
    const admin = (await app.http.post('/api/v1/admin/login').send({ email: 'admin@example.com', password: 'Admin#Patna1' }).expect(200)).body.data;
    const seed = () => seedDemoData(c.get(UserRepository), c.get(LeadRepository), c.get(PropertyRepository), admin.id, app.clock.now());
    expect(await seed()).toBe(true);
    expect(await seed()).toBe(false);
    const listings = await app.http.get('/api/v1/properties/list').query({ city: 'patna' }).expect(200);
    expect(listings.body.meta.total).toBe(6);
    expect((await app.http.get('/api/v1/properties/list').query({ city: 'patna', verified_only: 'true' }).expect(200)).body.meta.total).toBe(3);
    const leads = await app.http.post('/api/v1/leads/list').set({ Authorization: `Bearer ${admin.token}` }).send({ filter: { type: 'PROPERTY' } }).expect(200);
    expect(leads.body.meta.total).toBe(2);
    for (const lead of leads.body.data) await app.http.get(`/api/v1/properties/${lead.property_id}`).expect(200);
  });
});
