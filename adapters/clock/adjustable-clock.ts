import type { Clock } from '../../application/shared/ports/clock.port.js';

/**
 * Development only (`DEV_CLOCK=true`, never with NODE_ENV=production): the system clock plus an offset that
 * `POST /api/v1/dev/clock` moves, so a person or a browser test can live through a visit booked for tomorrow
 * (start it at its slot, see a mark lapse) without waiting. One process's offset: not for several instances.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Makes `now()` answer `at` from this moment on (time keeps running from there). */
  setNow(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }
}
