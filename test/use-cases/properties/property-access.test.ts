import { describe, expect, it } from 'vitest';
import { seesInFull } from '../../../application/properties/property-access.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';

/** Who reads a listing in full (the details answer's shape follows it). */
describe('seesInFull', () => {
  const owner = UserMother.owner();
  const listing = PropertyMother.live(owner.id);

  it('its owner and admins read it in full', () => {
    expect(seesInFull(owner, listing)).toBe(true);
    expect(seesInFull(UserMother.admin(), listing)).toBe(true);
  });

  it('a visitor, another person and a rider who did not post it read the public shape', () => {
    expect(seesInFull(null, listing)).toBe(false);
    expect(seesInFull(UserMother.tenant(), listing)).toBe(false);
    expect(seesInFull(UserMother.rider(), listing)).toBe(false);
  });
});
