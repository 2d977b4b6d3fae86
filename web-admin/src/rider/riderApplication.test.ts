import { describe, expect, it } from 'vitest';
import type { RiderApplication } from '../riderApplications/types';
import { applicationOf } from './riderApplication';

const application = (id: string, user_id: string, created_at: string) => ({ id, user_id, created_at }) as RiderApplication;

describe('applicationOf', () => {
  it("picks the rider's newest application, ignoring other people's", () => {
    const found = applicationOf({ id: 'u-1' }, [
      application('a-1', 'u-1', '2026-10-01T00:00:00.000Z'),
      application('a-2', 'u-2', '2026-12-01T00:00:00.000Z'),
      application('a-3', 'u-1', '2026-11-01T00:00:00.000Z'),
    ]);
    expect(found?.id).toBe('a-3');
  });
  it('answers null when none is theirs', () => {
    expect(applicationOf({ id: 'u-1' }, [application('a-2', 'u-2', '2026-12-01T00:00:00.000Z')])).toBeNull();
    expect(applicationOf({ id: 'u-1' }, undefined)).toBeNull();
  });
});
