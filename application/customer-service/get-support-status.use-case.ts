import { supportStatusAt, type SupportStatus } from '../../domain/customer-service/support-hours.js';
import type { Clock } from '../shared/ports/clock.port.js';

/** Whether the support line answers now, or when it opens next (the help page's "open now" / "opens at …"). */
export class GetSupportStatus {
  constructor(private readonly clock: Clock) {}

  execute(): SupportStatus {
    return supportStatusAt(this.clock.now());
  }
}
