import { describe, expect, it } from 'vitest';
import { auditActionChoices, auditActionLabel, auditActorLabel, auditDetailText } from './auditFormat';

describe('audit log wording', () => {
  it('names every action the server records, and writes a newer one from its code', () => {
    expect(auditActionLabel('USER_BLOCKED')).toBe('Person blocked');
    expect(auditActionLabel('SOMETHING_NEW')).toBe('Something new');
    expect(auditActionChoices.find((c) => c.id === 'PEOPLE_EXPORTED')?.name).toBe('People exported');
  });

  it("shows who by name, else e-mail, else the account id; the detail as 'key: value' pairs without empty ones", () => {
    const id = '0190f0a0-0000-7000-8000-000000000001';
    expect(auditActorLabel({ actor_name: 'Asha Rao', actor_email: 'asha@example.com', actor_id: id })).toBe('Asha Rao');
    expect(auditActorLabel({ actor_name: null, actor_email: 'asha@example.com', actor_id: id })).toBe('asha@example.com');
    expect(auditActorLabel({ actor_name: null, actor_email: null, actor_id: id })).toBe(id);
    expect(auditDetailText({ reason: 'Fake listings', listingsSuspended: 2, note: null, done: true })).toBe('reason: Fake listings · listingsSuspended: 2 · done: true');
  });
});
