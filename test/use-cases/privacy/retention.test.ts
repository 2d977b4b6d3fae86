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
import { privacy as privacyHi } from '../../../domain/shared/catalogue/site/hi.documents.js';
import { PasswordResetRepository } from '../../../application/auth/ports/password-reset.repository.port.js';
import { SessionRepository } from '../../../application/auth/ports/session.repository.port.js';
import { PasswordReset, PASSWORD_RESET_TTL_SECONDS } from '../../../domain/auth/password-reset.js';
import { Session, SESSION_LIFETIMES } from '../../../domain/auth/session.js';
import { LeadMother } from '../../mothers/lead.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { harness } from '../../support/harness.js';

const WORDS: Record<number, string> = { 1: 'one', 2: 'two', 3: 'three' };
const HINDI_WORDS: Record<number, string> = { 1: 'एक', 2: 'दो', 3: 'तीन' };

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
    expect(policy).toContain(`The record of a login (when it started, was last used and ended) is kept for ${RETENTION.endedSessionDays} days after you log out or it expires`);
    expect(policy).toContain('a number being checked for a new account is deleted as soon as the time to finish signing up runs out');
    expect(policy).toContain(`A link to reset a staff password is kept for ${RETENTION.passwordResetDays} days after it is used or expires`);
  });

  it('the Hindi policy states the same numbers', () => {
    const policy = JSON.stringify(privacyHi);
    expect(policy).toContain(`कॉलबैक और घर की माँगें ${HINDI_WORDS[RETENTION.callbackRequestYears]} साल तक रखी जाती हैं`);
    expect(policy).toContain(`वह ${RETENTION.clientAddressDays} दिन बाद मिटा दिया जाता है`);
    expect(policy).toContain('OTP सिर्फ़ तब तक रखे जाते हैं जब तक वे इस्तेमाल न हों या उनका समय ख़त्म न हो');
    expect(policy).toContain(`बिना आपके नाम या नंबर के, ${RETENTION.erasedVisitDays} दिन तक`);
    expect(policy).toContain(`वे और उन पर दर्ज भुगतान, ${RETENTION.erasedTenancyYears} साल तक`);
    expect(policy).toContain(`जिसमें आपके बारे में कुछ नहीं होता, ${RETENTION.erasureRecordYears} साल तक`);
    expect(policy).toContain(`वह ${RETENTION.auditLogYears} साल तक दर्ज रहता है`);
    expect(policy).toContain(`आपके लॉग आउट करने या उसका समय ख़त्म होने के ${RETENTION.endedSessionDays} दिन बाद मिटा दिया जाता है`);
    expect(policy).toContain('वह साइन-अप पूरा करने का समय ख़त्म होते ही मिटा दिया जाता है');
    expect(policy).toContain(`कर्मचारियों का पासवर्ड बदलने का लिंक इस्तेमाल होने या उसका समय ख़त्म होने के ${RETENTION.passwordResetDays} दिन बाद मिटा दिया जाता है`);
  });

  it('deletes sign-in sessions 90 days after they ended, sign-up sessions once they end, and reset links 30 days after use or expiry', async () => {
    const h = harness();
    const sessions = h.container.get<SessionRepository>(SessionRepository);
    const resets = h.container.get<PasswordResetRepository>(PasswordResetRepository);
    const user = UserMother.tenant();
    const admin = UserMother.admin();
    const now = h.clock.now();
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const open = (kind: 'USER' | 'SIGNUP', started: Date, lifetime = SESSION_LIFETIMES.user) =>
      Session.open({ tokenHash: `${kind}-${started.getTime()}-${Math.random()}`.padEnd(64, '0'), kind, userId: kind === 'USER' ? user.id : null, mobileNo: kind === 'SIGNUP' ? user.mobileNo : null, lifetime }, started);
    // Idle since 14 days after it started: ended RETENTION.endedSessionDays + 1 days ago.
    const idleLongAgo = open('USER', at(RETENTION.endedSessionDays + 1 + 14));
    const revokedLongAgo = open('USER', at(RETENTION.endedSessionDays + 5));
    revokedLongAgo.revoke(at(RETENTION.endedSessionDays + 1));
    const revokedRecently = open('USER', at(RETENTION.endedSessionDays + 5));
    revokedRecently.revoke(at(RETENTION.endedSessionDays - 1));
    const live = open('USER', at(1));
    const signUpEnded = open('SIGNUP', at(1), SESSION_LIFETIMES.signup);
    const signUpOpen = open('SIGNUP', new Date(now.getTime() - 60_000), SESSION_LIFETIMES.signup);
    for (const session of [idleLongAgo, revokedLongAgo, revokedRecently, live, signUpEnded, signUpOpen]) await sessions.save(session);

    const expiredLongAgo = PasswordReset.issue(admin.id, 'a'.repeat(64), new Date(at(RETENTION.passwordResetDays + 1).getTime() - PASSWORD_RESET_TTL_SECONDS * 1000));
    const usedLongAgo = PasswordReset.issue(admin.id, 'b'.repeat(64), at(RETENTION.passwordResetDays + 2));
    for (const reset of [expiredLongAgo, usedLongAgo]) await resets.add(reset);
    expect(await resets.consume(usedLongAgo, at(RETENTION.passwordResetDays + 2))).toBe(true); // voids the other open link too
    const expiredRecently = PasswordReset.issue(admin.id, 'c'.repeat(64), at(RETENTION.passwordResetDays - 1));
    const open30 = PasswordReset.issue(admin.id, 'd'.repeat(64), new Date(now.getTime() - 60_000));
    for (const reset of [expiredRecently, open30]) await resets.add(reset);

    expect(await h.container.get(PurgePersonalData).execute()).toMatchObject({ sessions: 3, passwordResets: 2 });
    for (const gone of [idleLongAgo, revokedLongAgo, signUpEnded]) expect(await sessions.findByTokenHash(gone.tokenHash)).toBeNull();
    for (const kept of [revokedRecently, live, signUpOpen]) expect(await sessions.findByTokenHash(kept.tokenHash)).not.toBeNull();
    for (const gone of [expiredLongAgo, usedLongAgo]) expect(await resets.findByTokenHash(gone.tokenHash)).toBeNull();
    for (const kept of [expiredRecently, open30]) expect(await resets.findByTokenHash(kept.tokenHash)).not.toBeNull();
    expect(await h.container.get(PurgePersonalData).execute()).toMatchObject({ sessions: 0, passwordResets: 0 });
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
