import { describe, expect, it } from 'vitest';
import { moveStatus, StatusMachine } from '../../domain/shared/status-machine.js';

type Light = 'RED' | 'GREEN' | 'AMBER' | 'OFF';

const lights = new StatusMachine<Light>({ RED: ['GREEN', 'OFF'], GREEN: ['AMBER'], AMBER: ['RED'], OFF: [] });
const earlier = new Date('2026-11-01T00:00:00Z');
const now = new Date('2026-11-02T00:00:00Z');
const refused = () => new Error('refused');

describe('moveStatus', () => {
  it('moves a record whose status is one of the allowed ones, stamps it and returns where it was', () => {
    const record = { status: 'RED' as Light, updatedAt: earlier };
    expect(moveStatus(record, ['RED', 'AMBER'], 'GREEN', now, refused)).toBe('RED');
    expect(record).toEqual({ status: 'GREEN', updatedAt: now });
  });

  it('throws the refusal and leaves the record untouched otherwise', () => {
    const record = { status: 'OFF' as Light, updatedAt: earlier };
    expect(() => moveStatus(record, ['RED'], 'GREEN', now, refused)).toThrow('refused');
    expect(record).toEqual({ status: 'OFF', updatedAt: earlier });
  });
});

describe('StatusMachine', () => {
  it('lists where each status may go next, none from a final one', () => {
    expect(lights.next('RED')).toEqual(['GREEN', 'OFF']);
    expect(lights.next('OFF')).toEqual([]);
  });

  it('makes a move its table allows', () => {
    const record = { status: 'GREEN' as Light, updatedAt: earlier };
    expect(lights.move(record, 'AMBER', now, refused)).toBe('GREEN');
    expect(record).toEqual({ status: 'AMBER', updatedAt: now });
  });

  it('refuses a move its table does not list, a move to the same status and any move from a final status', () => {
    for (const [from, to] of [['GREEN', 'RED'], ['RED', 'RED'], ['OFF', 'RED']] as [Light, Light][]) {
      const record = { status: from, updatedAt: earlier };
      expect(() => lights.move(record, to, now, refused)).toThrow('refused');
      expect(record).toEqual({ status: from, updatedAt: earlier });
    }
  });
});
