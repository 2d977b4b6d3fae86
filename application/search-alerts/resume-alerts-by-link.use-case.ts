import { SetAlertsByLink } from './alert-stop-link.js';

/** Undo on the stop page: the person's alerts text again (all of them, as the page lists them). Idempotent, like the stop. */
export class ResumeAlertsByLink extends SetAlertsByLink {
  protected readonly to = 'ACTIVE';
}
