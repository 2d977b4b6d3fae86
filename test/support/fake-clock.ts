import type { Clock } from '../../application/shared/ports/clock.port.js';

/** A clock tests move by hand: OTP expiry and the 30-second resend without sleeping. */
export class FakeClock implements Clock {
  private current: Date;

  constructor(start = new Date('2026-11-22T10:00:00.000Z')) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }

  advanceMinutes(minutes: number): void {
    this.advanceSeconds(minutes * 60);
  }
}
