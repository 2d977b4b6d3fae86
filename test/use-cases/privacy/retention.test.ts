import { describe, expect, it } from 'vitest';
import { RequestOtp } from '../../../application/auth/request-otp.use-case.js';
import { OtpChallengeRepository } from '../../../application/auth/ports/otp-challenge.repository.port.js';
import { LeadRepository } from '../../../application/leads/ports/lead.repository.port.js';
import { PropertyRequestRepository } from '../../../application/property-requests/ports/property-request.repository.port.js';
import { PropertyRequestMother } from '../../mothers/property-request.mother.js';
import { PurgePersonalData } from '../../../application/privacy/purge-personal-data.use-case.js';
import { RETENTION, yearsBefore } from '../../../domain/shared/retention.js';
import { AuditLog } from '../../../application/audit/ports/audit-log.port.js';
import { privacy } from '../../../domain/shared/catalogue/site/en.documents.js';
import { LeadMother } from '../../mothers/lead.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { harness } from '../../support/harness.js';

const WORDS: Record<number, string> = { 1: 'one', 2: 'two', 3: 'three' };

describe('retention: what the privacy policy promises, the nightly purge keeps', () => {
  it('the policy states the numbers the code keeps', () => {
    const policy = JSON.stringify(privacy);
    expect(policy).toContain(`Callback requests and requests for a home are kept for up to ${WORDS[RETENTION.callbackRequestYears]} years`);
    expect(policy).toContain(`the network address they came from is cleared after ${RETENTION.clientAddressDays} days`);
    expect(policy).toContain('One-time passwords are kept only until they expire or are used');
    expect(policy).toContain(`without your name or number, for ${RETENTION.erasedVisitDays} days in case of a dispute`);
    expect(policy).toContain(`with nothing about you, for ${RETENTION.erasureRecordYears} years`);
    expect(policy).toContain(`any tenancy you were a party to and the payments recorded on it, for ${RETENTION.erasedTenancyYears} years`);
    expect(policy).toContain(`is logged for ${RETENTION.auditLogYears} years, naming the record by its internal number, never by your name or phone number`);
  });

  it('deletes spent one-time passwords, callback requests and requests for a home past two years, and clears their addresses after 30 days', async () => {
    const h = harness();
    const mobileNo = UserMother.mobile();
    await h.container.get(RequestOtp).execute({ mobileNo, countryCode: '+91', captchaToken: 'token', isSignup: false, clientIp: '203.0.113.7' });
    const otps = h.container.get<OtpChallengeRepository>(OtpChallengeRepository);
    const leads = h.container.get<LeadRepository>(LeadRepository);
    const now = h.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const ancient = LeadMother.with({ clientIp: '198.51.100.1' }, daysAgo(2 * 366));
    const monthOld = LeadMother.with({ clientIp: '198.51.100.2' }, daysAgo(RETENTION.clientAddressDays + 1));
    const fresh = LeadMother.with({ clientIp: '198.51.100.3' }, daysAgo(1));
    for (const lead of [ancient, monthOld, fresh]) await leads.save(lead);
    const requests = h.container.get<PropertyRequestRepository>(PropertyRequestRepository);
    const oldRequest = PropertyRequestMother.with({ clientIp: '198.51.100.4' }, daysAgo(2 * 366));
    const monthOldRequest = PropertyRequestMother.with({ clientIp: '198.51.100.5' }, daysAgo(RETENTION.clientAddressDays + 1));
    for (const request of [oldRequest, monthOldRequest]) await requests.save(request);

    const purge = () => h.container.get(PurgePersonalData).execute();
    expect(await purge()).toMatchObject({ otps: 0, leads: 1, propertyRequests: 1, addressesCleared: 2 }); // the code is still usable
    expect(await requests.findById(oldRequest.id)).toBeNull();
    expect((await requests.findById(monthOldRequest.id))!.clientIp).toBeNull();
    expect(await leads.findById(ancient.id)).toBeNull();
    expect((await leads.findById(monthOld.id))!.clientIp).toBeNull();
    expect((await leads.findById(fresh.id))!.clientIp).toBe('198.51.100.3');

    h.clock.advanceSeconds(5 * 60); // the code expires
    expect(await purge()).toMatchObject({ otps: 1, leads: 0, propertyRequests: 0, addressesCleared: 0 });
    expect(await otps.findLatestForNumber(mobileNo)).toBeNull();
  });

  it('the nightly purge deletes the audit log\'s entries past three years and keeps the younger ones', async () => {
    const h = harness();
    const audit = h.container.get<AuditLog>(AuditLog);
    const now = h.clock.now();
    const admin = UserMother.admin();
    const record = (at: Date, reason: string) => audit.record({ actorId: admin.id, action: 'USER_BLOCKED', subject: { type: 'USER', id: null }, detail: { reason }, at });
    await record(yearsBefore(now, RETENTION.auditLogYears + 1), 'four years ago');
    await record(new Date(yearsBefore(now, RETENTION.auditLogYears).getTime() - 1000), 'just past three years');
    await record(new Date(yearsBefore(now, RETENTION.auditLogYears).getTime() + 86_400_000), 'a day short of three years');
    expect(await h.container.get(PurgePersonalData).execute()).toMatchObject({ auditEntries: 2 });
    const left = await audit.list({ filter: { actorId: admin.id }, sort: { field: 'at', order: 'ASC' }, offset: 0, limit: 10 });
    expect(left.items.map((e) => e.detail?.reason)).toEqual(['a day short of three years']);
  });
});
