import type { AlertStopLinks, AlertStopView } from './alert-stop-link.js';

/**
 * The SMS's one-tap stop link, without signing in: stops every search alert of the person it went to (homes they
 * found and not yet sent are never sent), whichever alerts found that SMS's homes: an opt-out that leaves another
 * alert texting the next day is no opt-out. Idempotent: a second tap finds them stopped and changes nothing, and
 * two taps at once (an SMS app opening the link twice) end the same way.
 */
export class StopAlertsByLink {
  constructor(private readonly links: AlertStopLinks) {}

  execute(input: { token: string }): Promise<AlertStopView> {
    return this.links.switchAll(input.token, 'STOPPED');
  }
}
