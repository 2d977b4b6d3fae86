import { describe, expect, it } from 'vitest';
import { rideActionButtons } from './rideActions';

describe('rideActionButtons', () => {
  it("offers only the console's moves the ride allows, assign before cancel", () => {
    expect(rideActionButtons({ allowed_actions: ['cancel', 'assign'], rider: null })).toEqual([
      { action: 'assign', label: 'Assign rider', testId: 'ride-assign-button', color: 'primary' },
      { action: 'cancel', label: 'Cancel visit', testId: 'ride-cancel-button', color: 'error' },
    ]);
  });
  it('says Reassign when a rider is already on the visit', () => {
    expect(rideActionButtons({ allowed_actions: ['assign'], rider: { id: 'r-1', first_name: 'Sunil', last_name: 'Yadav' } })[0].label).toBe('Reassign rider');
  });
  it("ignores the rider's and tenant's own moves and unknown ones", () => {
    expect(rideActionButtons({ allowed_actions: ['confirm', 'start', 'complete', 'no_show', 'fly' as never], rider: null })).toEqual([]);
  });
  it('offers nothing for a finished ride or a record without allowed_actions', () => {
    expect(rideActionButtons({ allowed_actions: [], rider: null })).toEqual([]);
    expect(rideActionButtons({ rider: null } as never)).toEqual([]);
    expect(rideActionButtons(undefined)).toEqual([]);
  });
});
