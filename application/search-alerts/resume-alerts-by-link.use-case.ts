import type { AlertStopLinks, AlertStopView } from './alert-stop-link.js';

/** Undo on the stop page: the person's alerts text again (all of them, as the page lists them). Idempotent, like the stop. */
export class ResumeAlertsByLink {
  constructor(private readonly links: AlertStopLinks) {}

  execute(input: { token: string }): Promise<AlertStopView> {
    return this.links.switchAll(input.token, 'ACTIVE');
  }
}
