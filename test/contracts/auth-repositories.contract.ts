import { describe, expect, it } from 'vitest';
import type { OtpChallengeRepository } from '../../application/auth/ports/otp-challenge.repository.port.js';
import type { PasswordResetRepository } from '../../application/auth/ports/password-reset.repository.port.js';
import type { SessionRepository } from '../../application/auth/ports/session.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import type { RateLimiter } from '../../application/shared/ports/rate-limiter.port.js';
import { OtpChallenge } from '../../domain/auth/otp-challenge.js';
import { PasswordReset } from '../../domain/auth/password-reset.js';
import { Session, SESSION_LIFETIMES } from '../../domain/auth/session.js';
import { UserMother } from '../mothers/user.mother.js';
import type { AdapterCase } from './repository-adapters.js';

const T0 = new Date('2026-11-22T10:00:00Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const hash = (c: string) => c.repeat(64).slice(0, 64);

export interface AuthStores {
  users: UserRepository;
  otps: OtpChallengeRepository;
  sessions: SessionRepository;
  resets: PasswordResetRepository;
  limiter: RateLimiter;
}

export function authRepositoriesContract(adapter: AdapterCase<AuthStores>) {
  describe(`OTP challenges, sessions, resets, rate limiter: ${adapter.name}`, () => {
    it('OTP: one code per quiet period, a new one voids the open ones, tries taken atomically, single use', async () => {
      const { otps } = await adapter.make();
      const mobileNo = UserMother.mobile();
      const first = OtpChallenge.issue({ mobileNo, codeHash: hash('a'), isSignup: false, loginAs: null, clientIp: '1.1.1.1' }, T0);
      expect(await otps.issue(first, 30, T0, 0)).toBe(0);
      expect((await otps.findLatestForNumber(mobileNo))!.id).toBe(first.id);
      const early = OtpChallenge.issue({ mobileNo, codeHash: hash('e'), isSignup: false, loginAs: null, clientIp: null }, later(12));
      expect(await otps.issue(early, 30, later(12), 0)).toBe(18);
      expect((await otps.findLatestForNumber(mobileNo))!.id).toBe(first.id);
      const second = OtpChallenge.issue({ mobileNo, codeHash: hash('b'), isSignup: true, loginAs: 'OWNER', clientIp: null }, later(31));
      expect(await otps.issue(second, 30, later(31), 0)).toBe(0);
      const latest = (await otps.findLatestForNumber(mobileNo))!;
      expect(latest).toMatchObject({ id: second.id, isSignup: true, loginAs: 'OWNER', attempts: 0, consumedAt: null, voidedAt: null });
      expect(latest.expiresAt.getTime()).toBe(later(31 + 300).getTime());
      expect(await otps.takeAttempt(first.id, 5, later(40))).toBeNull(); // voided
      expect(await otps.consume(first.id, later(40))).toBe(false);
      const tries = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => otps.takeAttempt(second.id, 5, later(45))));
      expect(tries.filter((t) => t !== null).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(await otps.consume(second.id, later(50))).toBe(true);
      expect(await otps.consume(second.id, later(51))).toBe(false);
      expect((await otps.findLatestForNumber(mobileNo))!.consumedAt!.getTime()).toBe(later(50).getTime());
      const third = OtpChallenge.issue({ mobileNo, codeHash: hash('c'), isSignup: false, loginAs: null, clientIp: null }, later(100));
      await otps.issue(third, 30, later(100), 0);
      expect(await otps.takeAttempt(third.id, 5, later(100 + 300))).toBeNull(); // expired
      await otps.delete(third.id);
      expect((await otps.findLatestForNumber(mobileNo))!.id).toBe(second.id);
      expect(await otps.findLatestForNumber(UserMother.mobile())).toBeNull();
    });

    it('OTP: a new code may leave the newest unexpired ones working; using one voids the others', async () => {
      const { otps } = await adapter.make();
      const mobileNo = UserMother.mobile();
      const issue = async (name: string, at: number) => {
        const challenge = OtpChallenge.issue({ mobileNo, codeHash: hash(name), isSignup: false, loginAs: null, clientIp: null }, later(at));
        expect(await otps.issue(challenge, 30, later(at), 2)).toBe(0);
        return challenge;
      };
      const a = await issue('a', 0);
      const b = await issue('b', 40);
      const c = await issue('c', 80);
      expect((await otps.findLiveForNumber(mobileNo, later(90), 3)).map((x) => x.id)).toEqual([c.id, b.id, a.id]);
      const d = await issue('d', 120); // the fourth: the oldest is voided
      expect((await otps.findLiveForNumber(mobileNo, later(130), 3)).map((x) => x.id)).toEqual([d.id, c.id, b.id]);
      expect(await otps.takeAttempt(a.id, 5, later(130))).toBeNull();
      // Past b's five minutes, it no longer counts as working.
      expect((await otps.findLiveForNumber(mobileNo, later(345), 3)).map((x) => x.id)).toEqual([d.id, c.id]);
      expect(await otps.consume(c.id, later(200))).toBe(true);
      expect(await otps.findLiveForNumber(mobileNo, later(201), 3)).toEqual([]);
      expect(await otps.consume(d.id, later(202))).toBe(false);
    });

    it('OTP: purging deletes used, voided and expired codes and keeps the ones still usable', async () => {
      const { otps } = await adapter.make();
      const mobileNo = UserMother.mobile();
      const issue = async (name: string, at: number) => {
        const challenge = OtpChallenge.issue({ mobileNo, codeHash: hash(name), isSignup: false, loginAs: null, clientIp: '203.0.113.1' }, later(at));
        await otps.issue(challenge, 30, later(at), 0);
        return challenge;
      };
      await issue('x', -1000); // expired
      const used = await issue('u', -100);
      await otps.consume(used.id, later(-90));
      const live = await issue('l', 0);
      expect(await otps.purgeSpent(later(10))).toBeGreaterThanOrEqual(2);
      expect(await otps.takeAttempt(live.id, 5, later(20))).toBe(1);
      expect((await otps.findLatestForNumber(mobileNo))!.id).toBe(live.id);
      await otps.consume(live.id, later(30));
      await otps.purgeSpent(later(31));
      expect(await otps.findLatestForNumber(mobileNo)).toBeNull();
    });

    it('sessions: find by token hash, save changes, revoke all of a user', async () => {
      const { users, sessions } = await adapter.make();
      const user = UserMother.tenant();
      await users.save(user);
      const a = Session.open({ tokenHash: hash('1'), kind: 'USER', userId: user.id, lifetime: SESSION_LIFETIMES.user }, T0);
      const b = Session.open({ tokenHash: hash('2'), kind: 'USER', userId: user.id, lifetime: SESSION_LIFETIMES.user }, T0);
      const signup = Session.open({ tokenHash: hash('3'), kind: 'SIGNUP', mobileNo: '9876543210', loginAs: 'OWNER', lifetime: SESSION_LIFETIMES.signup }, T0);
      for (const s of [a, b, signup]) await sessions.save(s);
      const found = (await sessions.findByTokenHash(hash('1')))!;
      expect(found).toBeInstanceOf(Session);
      expect(found.isLive(later(60))).toBe(true);
      await sessions.touch(found.id, later(120));
      expect((await sessions.findByTokenHash(hash('1')))!.lastUsedAt.getTime()).toBe(later(120).getTime());
      // A touch after a revoke (a request that read the session before log-out) does not revive it.
      await sessions.revoke(found.id, later(130));
      await sessions.touch(found.id, later(140));
      expect((await sessions.findByTokenHash(hash('1')))!.isLive(later(141))).toBe(false);
      expect(await sessions.revokeAllForUser(user.id, later(200))).toBe(1); // the other one was revoked above
      expect((await sessions.findByTokenHash(hash('2')))!.isLive(later(201))).toBe(false);
      expect((await sessions.findByTokenHash(hash('3')))!).toMatchObject({ kind: 'SIGNUP', mobileNo: '9876543210', loginAs: 'OWNER', revokedAt: null });
      expect(await sessions.findByTokenHash(hash('9'))).toBeNull();
    });

    it('password resets: several open links coexist; using one voids the others; single use', async () => {
      const { users, resets } = await adapter.make();
      const admin = UserMother.admin();
      const other = UserMother.admin();
      await users.save(admin);
      await users.save(other);
      const older = PasswordReset.issue(admin.id, hash('c'), T0);
      await resets.add(older);
      const newer = PasswordReset.issue(admin.id, hash('d'), later(10));
      await resets.add(newer);
      const othersLink = PasswordReset.issue(other.id, hash('e'), later(10));
      await resets.add(othersLink);
      // A later request leaves the earlier link usable.
      expect((await resets.findByTokenHash(hash('c')))!.isUsable(later(11))).toBe(true);
      expect((await resets.findByTokenHash(hash('d')))!.isUsable(later(11))).toBe(true);
      expect(await resets.consume(older, later(12))).toBe(true);
      expect(await resets.consume(older, later(13))).toBe(false);
      // Using one link voided the user's other open link, but not another user's.
      expect((await resets.findByTokenHash(hash('d')))!.usedAt!.getTime()).toBe(later(12).getTime());
      expect(await resets.consume(newer, later(14))).toBe(false);
      expect((await resets.findByTokenHash(hash('e')))!.isUsable(later(14))).toBe(true);
    });

    it('sessions: the retention purge deletes the ones ended before the date, sign-up ones by their own date', async () => {
      const { users, sessions } = await adapter.make();
      const user = UserMother.tenant();
      await users.save(user);
      const day = 86_400;
      const open = (c: string, kind: 'USER' | 'SIGNUP', at: Date) =>
        Session.open({ tokenHash: hash(c), kind, userId: kind === 'USER' ? user.id : null, mobileNo: kind === 'SIGNUP' ? user.mobileNo : null, lifetime: kind === 'USER' ? SESSION_LIFETIMES.user : SESSION_LIFETIMES.signup }, at);
      const idle = open('f', 'USER', T0); // idle 14 days after T0
      const revoked = open('g', 'USER', later(20 * day));
      revoked.revoke(later(21 * day));
      const revokedLater = open('h', 'USER', later(20 * day));
      revokedLater.revoke(later(40 * day));
      const live = open('i', 'USER', later(29 * day));
      const signUpEnded = open('j', 'SIGNUP', later(30 * day - 3600));
      const signUpOpen = open('k', 'SIGNUP', later(30 * day - 60));
      for (const session of [idle, revoked, revokedLater, live, signUpEnded, signUpOpen]) await sessions.save(session);
      expect(await sessions.purgeEnded(later(30 * day), later(30 * day))).toBe(3);
      for (const c of ['f', 'g', 'j']) expect(await sessions.findByTokenHash(hash(c))).toBeNull();
      for (const c of ['h', 'i', 'k']) expect(await sessions.findByTokenHash(hash(c))).not.toBeNull();
    });

    it('password resets: the retention purge deletes the links used, voided or expired before the date', async () => {
      const { users, resets } = await adapter.make();
      const admin = UserMother.admin();
      await users.save(admin);
      const used = PasswordReset.issue(admin.id, hash('l'), T0);
      const voided = PasswordReset.issue(admin.id, hash('m'), T0);
      for (const link of [used, voided]) await resets.add(link);
      expect(await resets.consume(used, later(60))).toBe(true);
      const expired = PasswordReset.issue(admin.id, hash('n'), later(600));
      const open = PasswordReset.issue(admin.id, hash('o'), later(3000));
      for (const link of [expired, open]) await resets.add(link);
      // Before: past the first two links' use and the third's expiry (600 s + 20 minutes), not the fourth's.
      expect(await resets.purgeSpent(later(3000))).toBe(3);
      for (const c of ['l', 'm', 'n']) expect(await resets.findByTokenHash(hash(c))).toBeNull();
      expect((await resets.findByTokenHash(hash('o')))!.isUsable(later(3001))).toBe(true);
    });

    it('password resets: two links of one user used at once, exactly one wins', async () => {
      const { users, resets } = await adapter.make();
      const admin = UserMother.admin();
      await users.save(admin);
      const links = [hash('1'), hash('2'), hash('3'), hash('4')].map((h, i) => PasswordReset.issue(admin.id, h, later(i)));
      for (const link of links) await resets.add(link);
      const results = await Promise.all(links.flatMap((link) => [resets.consume(link, later(30)), resets.consume(link, later(30))]));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('rate limiter: counts per key within a window, then starts again', async () => {
      const { limiter } = await adapter.make();
      const at = new Date('2026-11-22T10:00:10Z');
      const decisions = [];
      for (let i = 0; i < 4; i += 1) decisions.push(await limiter.consume('k:1', 3, 60, at));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions[3]!.retryAfterSeconds).toBe(50);
      expect((await limiter.consume('k:2', 3, 60, at)).allowed).toBe(true);
      expect((await limiter.consume('k:1', 3, 60, new Date('2026-11-22T10:01:00Z'))).allowed).toBe(true);
    });

    it('rate limiter: a refund gives one hit back in the same window, never below zero', async () => {
      const { limiter } = await adapter.make();
      const at = new Date('2026-11-22T10:00:10Z');
      for (let i = 0; i < 3; i += 1) await limiter.consume('r:1', 3, 60, at);
      expect((await limiter.consume('r:1', 3, 60, at)).allowed).toBe(false); // count 4
      await limiter.refund('r:1', 60, at); // 3
      await limiter.refund('r:1', 60, at); // 2
      expect((await limiter.consume('r:1', 3, 60, at)).allowed).toBe(true); // 3
      expect((await limiter.consume('r:1', 3, 60, at)).allowed).toBe(false); // 4

      // Refunds of a key never charged, or more refunds than hits, leave the count at zero.
      for (let i = 0; i < 5; i += 1) await limiter.refund('r:2', 60, at);
      await limiter.consume('r:3', 2, 60, at);
      for (let i = 0; i < 5; i += 1) await limiter.refund('r:3', 60, at);
      for (const key of ['r:2', 'r:3']) {
        const hits = [];
        for (let i = 0; i < 3; i += 1) hits.push((await limiter.consume(key, 2, 60, at)).allowed);
        expect(hits).toEqual([true, true, false]);
      }

      // A refund only touches its own window: the next window starts from zero, the previous one stays full.
      const next = new Date('2026-11-22T10:01:05Z');
      await limiter.refund('r:1', 60, next);
      expect((await limiter.consume('r:1', 1, 60, next)).allowed).toBe(true);
      expect((await limiter.consume('r:1', 1, 60, next)).allowed).toBe(false);
      expect((await limiter.consume('r:1', 3, 60, at)).allowed).toBe(false);
    });

    it('rate limiter: parallel hits and refunds on one key are all counted', async () => {
      const { limiter } = await adapter.make();
      const at = new Date('2026-11-22T10:00:10Z');
      await Promise.all(Array.from({ length: 20 }, () => limiter.consume('p:1', 100, 60, at)));
      await Promise.all(Array.from({ length: 15 }, () => limiter.refund('p:1', 60, at)));
      const hits = [];
      for (let i = 0; i < 4; i += 1) hits.push((await limiter.consume('p:1', 8, 60, at)).allowed);
      expect(hits).toEqual([true, true, true, false]); // 5 left, then 6, 7, 8, 9
    });
  });
}
