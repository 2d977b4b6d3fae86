import { describe, expect, it } from 'vitest';
import { ADMIN_HOME_PATH, consolePath, MENU_ENTRIES } from './menuEntries';

describe('MENU_ENTRIES', () => {
  it('has exactly the nine entries of the spec, in order', () => {
    expect(MENU_ENTRIES.map((e) => e.label)).toEqual([
      'Properties',
      'Projects',
      'Tenants',
      'Owner',
      'Rider',
      'Leads',
      'Query',
      'Rides',
      'Property Request',
    ]);
  });
  it('points at the spec routes', () => {
    expect(MENU_ENTRIES.map((e) => consolePath('/admin', e.path))).toEqual([
      '/admin/post-property',
      '/admin/post-project',
      '/admin/tenants',
      '/admin/owner',
      '/admin/rider',
      '/admin/leads',
      '/admin/query',
      '/admin/rides',
      '/admin/property-request',
    ]);
  });
  it('lists Reports under Properties, Tenancies, Payments and Agreements under Tenants, Applications under Rider and the day view under Rides', () => {
    const children = MENU_ENTRIES.flatMap((e) => (e.children ?? []).map((c) => [e.label, c.label, consolePath('/admin', c.path)]));
    expect(children).toEqual([
      ['Properties', 'Reports', '/admin/listing-reports'],
      ['Tenants', 'Tenancies', '/admin/tenancies'],
      ['Tenants', 'Payments', '/admin/payments'],
      ['Tenants', 'Agreements', '/admin/agreements'],
      ['Rider', 'Applications', '/admin/rider-applications'],
      ['Rides', 'Day view', '/admin/rides/day'],
    ]);
  });
  it('makes Properties the admin home', () => {
    expect(ADMIN_HOME_PATH).toBe('/post-property');
    expect(MENU_ENTRIES[0].path).toBe(ADMIN_HOME_PATH);
  });
});

describe('consolePath', () => {
  it('joins basename and path with one slash', () => {
    expect(consolePath('/admin', '/leads')).toBe('/admin/leads');
    expect(consolePath('/admin/', 'leads')).toBe('/admin/leads');
    expect(consolePath('', '/leads')).toBe('/leads');
  });
});
