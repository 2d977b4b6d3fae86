import { describe, expect, it } from 'vitest';
import { routeAfterLogin } from './after-login';
import type { Role } from './roles';

const as = (primary_role: Role | null, secondary_role: Role | null = null) => ({ primary_role, secondary_role });

describe('routeAfterLogin', () => {
  it('takes an owner from the owner entry to their properties (or where they were going)', () => {
    expect(routeAfterLogin(as('OWNER'), { loginAs: 'OWNER', redirectTo: '/owner/your-property' })).toEqual({ to: '/owner/your-property' });
    expect(routeAfterLogin(as('TENANT', 'OWNER'), { loginAs: 'OWNER', redirectTo: '/owner/add-property' })).toEqual({ to: '/owner/add-property' });
    expect(routeAfterLogin(as('OWNER'), { loginAs: 'OWNER' })).toEqual({ to: '/owner/your-property' });
  });

  it('sends a rider who signs in at the owner entry to the rider area, not back to the owner entry', () => {
    expect(routeAfterLogin(as('RIDER', 'TENANT'), { loginAs: 'OWNER', redirectTo: '/owner/your-property' })).toEqual({ to: '/rider/property-listing' });
    expect(routeAfterLogin(as('RIDER'), { loginAs: 'OWNER', redirectTo: '/owner/add-property' })).toEqual({ to: '/rider/property-listing' });
  });

  it('keeps a rider who is also an owner in the owner area at the owner entry', () => {
    expect(routeAfterLogin(as('OWNER', 'RIDER'), { loginAs: 'OWNER', redirectTo: '/owner/your-property' })).toEqual({ to: '/owner/your-property' });
  });

  it('sends an admin at the owner entry to the console', () => {
    expect(routeAfterLogin(as('ADMIN'), { loginAs: 'OWNER', redirectTo: '/owner/your-property' })).toEqual({ to: '/admin/post-property', external: true });
  });

  it('takes a rider from the rider entry to the rider landing', () => {
    expect(routeAfterLogin(as('RIDER'), { loginAs: 'RIDER', redirectTo: '/rider/property-listing' })).toEqual({ to: '/rider/property-listing' });
    expect(routeAfterLogin(as('TENANT', 'RIDER'), { loginAs: 'RIDER' })).toEqual({ to: '/rider/property-listing' });
  });

  it('leaves a plain login where it was, unless it asked to go somewhere', () => {
    expect(routeAfterLogin(as('TENANT'), {})).toBeNull();
    expect(routeAfterLogin(as(null), {})).toBeNull();
    expect(routeAfterLogin(as('RIDER'), {})).toBeNull();
    expect(routeAfterLogin(as('TENANT'), { redirectTo: '/tenant/profile' })).toEqual({ to: '/tenant/profile' });
  });
});
