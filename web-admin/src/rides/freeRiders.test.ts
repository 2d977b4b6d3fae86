import { describe, expect, it } from 'vitest';
import { freeRiderChips, isPickable, orderFreeRiders, keptChoice } from './freeRiders';
import type { FreeRider } from './types';

const rider = (id: string, first_name: string, over: Partial<FreeRider> = {}): FreeRider => ({
  id,
  first_name,
  last_name: 'Kumar',
  mobile_no: '9000000000',
  city: 'patna',
  localities: ['Boring Road'],
  serves_locality: false,
  free: true,
  on_duty: true,
  ...over,
});

describe('orderFreeRiders', () => {
  it('puts free local riders first, then free ones, then busy ones; by name inside a group', () => {
    const ordered = orderFreeRiders([
      rider('busy-local', 'Anil', { free: false, serves_locality: true }),
      rider('free-far', 'Bina'),
      rider('free-local-z', 'Zoya', { serves_locality: true }),
      rider('busy-far', 'Chetan', { free: false }),
      rider('free-local-a', 'Amit', { serves_locality: true }),
      rider('free-far-off-duty', 'Aarav', { on_duty: false }),
    ]);
    expect(ordered.map((r) => r.id)).toEqual(['free-local-a', 'free-local-z', 'free-far', 'free-far-off-duty', 'busy-local', 'busy-far']);
  });
  it('copies the list and accepts nothing', () => {
    const list = [rider('b', 'B'), rider('a', 'A')];
    orderFreeRiders(list);
    expect(list.map((r) => r.id)).toEqual(['b', 'a']);
    expect(orderFreeRiders(undefined)).toEqual([]);
  });
});

describe('picking', () => {
  it('lets only free riders be picked', () => {
    expect(isPickable(rider('a', 'A'))).toBe(true);
    expect(isPickable(rider('a', 'A', { free: false }))).toBe(false);
  });
  it('labels a rider free or busy, local, outside availability', () => {
    expect(freeRiderChips(rider('a', 'A', { serves_locality: true })).map((c) => c.label)).toEqual(['free', 'serves this locality']);
    expect(freeRiderChips(rider('a', 'A', { free: false, on_duty: false })).map((c) => c.label)).toEqual(['busy', 'outside availability']);
  });
  it('keeps a choice across a reload only while that rider is still free', () => {
    const ordered = orderFreeRiders([rider('busy', 'A', { free: false, serves_locality: true }), rider('x', 'X'), rider('y', 'Y', { serves_locality: true })]);
    expect(keptChoice(ordered, 'x')).toBe('x');
    expect(keptChoice(ordered, 'busy')).toBeNull();
    expect(keptChoice(ordered, 'gone')).toBeNull();
    expect(keptChoice(ordered, null)).toBeNull();
  });
});
