import { describe, expect, it } from 'vitest';
import { rolesLabel, statusChangePayload, userStatusChoices, userStatusColor, userStatusLabel, userStatusMove } from './userStatus';

describe('user status', () => {
  it('labels and colours ACTIVE and BLOCKED, unknown values as they come', () => {
    expect(userStatusLabel('ACTIVE')).toBe('Active');
    expect(userStatusLabel('BLOCKED')).toBe('Blocked');
    expect(userStatusLabel('GONE')).toBe('GONE');
    expect(userStatusLabel(null)).toBe('');
    expect(userStatusColor('BLOCKED')).toBe('error');
    expect(userStatusColor('ACTIVE')).toBe('success');
  });
  it('offers both statuses as filter choices', () => {
    expect(userStatusChoices).toEqual([
      { id: 'ACTIVE', name: 'Active' },
      { id: 'BLOCKED', name: 'Blocked' },
    ]);
  });
  it('offers Block for an active person and Unblock for a blocked one, with their test ids', () => {
    expect(userStatusMove('ACTIVE')).toMatchObject({ to: 'BLOCKED', label: 'Block', testId: 'user-block-button' });
    expect(userStatusMove(undefined)).toMatchObject({ to: 'BLOCKED', label: 'Block' });
    expect(userStatusMove('BLOCKED')).toMatchObject({ to: 'ACTIVE', label: 'Unblock', testId: 'user-unblock-button' });
  });
  it('sends the new status and the trimmed reason', () => {
    expect(statusChangePayload(userStatusMove('ACTIVE'), '  Fake listings ')).toEqual({ status: 'BLOCKED', reason: 'Fake listings' });
    expect(statusChangePayload(userStatusMove('BLOCKED'), 'Cleared')).toEqual({ status: 'ACTIVE', reason: 'Cleared' });
  });
  it('names roles, primary first', () => {
    expect(rolesLabel({ primary_role: 'RIDER', secondary_role: 'TENANT' })).toBe('Rider · Tenant');
    expect(rolesLabel({ primary_role: 'OWNER', secondary_role: null })).toBe('Owner');
    expect(rolesLabel({ primary_role: 'OWNER', secondary_role: 'OWNER' })).toBe('Owner');
  });
});
