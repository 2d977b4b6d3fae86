import { describe, expect, it } from 'vitest';
import { NotYourRideError, RideTransitionError } from '../../domain/rides/rides.errors.js';
import { parseVisitDecision, VISIT_DECISION_DAYS, VisitDecisionMessages } from '../../domain/rides/visit-decision.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { RideMother } from '../mothers/ride.mother.js';

const TENANT = '0190f0a0-0000-7000-8000-0000000000a1';
const RIDER = '0190f0a0-0000-7000-8000-0000000000b1';
const PROPERTY = '0190f0a0-0000-7000-8000-0000000000c1';
/** RideMother completes 45 minutes into the slot (25 Nov 2026, 10:00 India time). */
const COMPLETED = new Date('2026-11-25T05:15:00.000Z');
const at = (ms: number) => new Date(COMPLETED.getTime() + ms);
const tenant = { id: TENANT, role: 'TENANT' } as const;
const interested = { decision: 'INTERESTED', reason: null, note: null } as const;

describe('a visit decision', () => {
  it('reads an answer: a reason exactly with "Not for me", a note only with OTHER, trimmed and folded', () => {
    expect(parseVisitDecision({ decision: 'INTERESTED' })).toEqual(interested);
    expect(parseVisitDecision({ decision: 'NOT_INTERESTED', reason: 'OTHER', note: '  too  noisy ' })).toEqual({ decision: 'NOT_INTERESTED', reason: 'OTHER', note: 'too noisy' });
    expect(parseVisitDecision({ decision: 'NOT_INTERESTED', reason: 'OTHER', note: '   ' })).toEqual({ decision: 'NOT_INTERESTED', reason: 'OTHER', note: null });
    const problems = (input: Record<string, unknown>) => {
      try {
        parseVisitDecision(input);
      } catch (error) {
        return (error as ValidationError).fields;
      }
      return null;
    };
    expect(problems({})).toEqual({ decision: VisitDecisionMessages.decision });
    expect(problems({ decision: 'NOT_INTERESTED', reason: 'PRICE' })).toEqual({ reason: VisitDecisionMessages.reason });
    expect(problems({ decision: 'INTERESTED', note: 'hi' })).toEqual({ note: VisitDecisionMessages.noteOnlyForOther });
  });

  it('only the tenant, only once completed, until 7 days after; a change keeps the first time, the same answer is no change', () => {
    const started = RideMother.with({ propertyId: PROPERTY, tenantId: TENANT, riderId: RIDER, status: 'STARTED' });
    expect(() => started.decide(tenant, interested, at(0))).toThrow(RideTransitionError);
    const ride = RideMother.with({ propertyId: PROPERTY, tenantId: TENANT, riderId: RIDER, status: 'COMPLETED' });
    expect(ride.completedAt).toEqual(COMPLETED);
    expect(ride.decisionOpenUntil).toEqual(at(VISIT_DECISION_DAYS * 86_400_000));
    expect(() => ride.decide({ id: RIDER, role: 'RIDER' }, interested, at(1000))).toThrow(NotYourRideError);
    expect(() => ride.decide({ id: 'admin', role: 'ADMIN' }, interested, at(1000))).toThrow(NotYourRideError);

    expect(ride.decide(tenant, interested, at(1000))).toBe(true);
    expect(ride.decide(tenant, interested, at(2000))).toBe(false);
    expect(ride.decidedAt).toEqual(at(1000));
    expect(ride.decide(tenant, { decision: 'NOT_INTERESTED', reason: 'CONDITION', note: null }, at(3000))).toBe(true);
    expect(ride).toMatchObject({ decision: 'NOT_INTERESTED', decisionReason: 'CONDITION', decidedAt: at(3000), firstDecidedAt: at(1000) });

    expect(ride.canDecide(tenant, at(VISIT_DECISION_DAYS * 86_400_000))).toBe(true);
    expect(ride.canDecide(tenant, at(VISIT_DECISION_DAYS * 86_400_000 + 1))).toBe(false);
    expect(() => ride.decide(tenant, interested, at(VISIT_DECISION_DAYS * 86_400_000 + 1))).toThrow(RideTransitionError);
  });
});
