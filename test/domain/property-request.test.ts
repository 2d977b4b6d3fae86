import { describe, expect, it } from 'vitest';
import { parsePropertyRequest, PropertyRequestStatuses, type PropertyRequestStatus } from '../../domain/property-requests/property-request.js';
import { ConflictError, ValidationError } from '../../domain/shared/domain-error.js';
import { Messages } from '../../domain/shared/messages.js';
import { PropertyRequestMother, propertyRequestForm } from '../mothers/property-request.mother.js';

const ADMIN = '0190f0a0-0000-7000-8000-0000000000a2';
const T1 = new Date('2026-11-22T10:00:00Z');

/** docs/contexts/property-requests.md: NEW → CONTACTED | CLOSED; CONTACTED → MATCHED | CLOSED; MATCHED → CLOSED; CLOSED → NEW. */
const NEXT: Record<PropertyRequestStatus, PropertyRequestStatus[]> = {
  NEW: ['CONTACTED', 'CLOSED'],
  CONTACTED: ['MATCHED', 'CLOSED'],
  MATCHED: ['CLOSED'],
  CLOSED: ['NEW'],
};
const PATH_TO: Record<PropertyRequestStatus, PropertyRequestStatus[]> = { NEW: [], CONTACTED: ['CONTACTED'], MATCHED: ['CONTACTED', 'MATCHED'], CLOSED: ['CLOSED'] };

function requestIn(status: PropertyRequestStatus) {
  const request = PropertyRequestMother.with();
  for (const step of PATH_TO[status]) request.changeStatus(step, ADMIN, new Date('2026-11-21T10:00:00Z'));
  return request;
}

const pairs = PropertyRequestStatuses.flatMap((from) => PropertyRequestStatuses.map((to) => [from, to, NEXT[from].includes(to)] as const));

describe('PropertyRequest: statuses', () => {
  it('starts NEW, offering CONTACTED or CLOSED, with no status change recorded', () => {
    const request = PropertyRequestMother.with();
    expect(request).toMatchObject({ status: 'NEW', statusChangedAt: null, statusChangedBy: null });
    expect(request.nextStatuses).toEqual(['CONTACTED', 'CLOSED']);
  });

  it.each(pairs)('%s → %s allowed: %s', (from, to, allowed) => {
    const request = requestIn(from);
    expect(request.nextStatuses).toEqual(NEXT[from]);
    if (allowed) {
      request.changeStatus(to, ADMIN, T1);
      expect(request).toMatchObject({ status: to, statusChangedBy: ADMIN });
      expect(request.statusChangedAt!.getTime()).toBe(T1.getTime());
      expect(request.updatedAt.getTime()).toBe(T1.getTime());
    } else {
      let error: unknown;
      try {
        request.changeStatus(to, ADMIN, T1);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as Error).message).toBe(from === to ? `Status is already ${to}.` : `Cannot change status from ${from} to ${to}.`);
      expect(request.status).toBe(from);
    }
  });
});

describe('PropertyRequest: the public form', () => {
  it('normalises names, city and optional fields', () => {
    const parsed = parsePropertyRequest(propertyRequestForm({ city: 'PATNA', locality: '  Kankarbagh ', email: '', bhk: '', move_in_date: '', notes: '   ' }));
    expect(parsed).toMatchObject({ firstName: 'Neha', lastName: 'Kumari', city: 'patna', locality: 'Kankarbagh', email: null, bhk: null, moveInDate: null, notes: null, budget: 15000 });
  });

  it('reports every bad field at once with the spec messages', () => {
    let error: ValidationError | undefined;
    try {
      parsePropertyRequest(propertyRequestForm({ first_name: 'N3ha', mobile_no: '123', budget: 499, city: 'london', bhk: 11, move_in_date: '2027-02-30', notes: 'x'.repeat(1001) }));
    } catch (e) {
      error = e as ValidationError;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(error!.fields).toMatchObject({ first_name: Messages.nameChars, mobile_no: Messages.phoneDigits, notes: Messages.descriptionTooLong });
    expect(Object.keys(error!.fields).sort()).toEqual(['bhk', 'budget', 'city', 'first_name', 'mobile_no', 'move_in_date', 'notes']);
  });

  it('requires name, phone, city and budget', () => {
    let error: ValidationError | undefined;
    try {
      parsePropertyRequest({});
    } catch (e) {
      error = e as ValidationError;
    }
    expect(Object.keys(error!.fields).sort()).toEqual(['budget', 'city', 'first_name', 'last_name', 'mobile_no']);
    expect(error!.fields.city).toBe(Messages.required);
  });
});
