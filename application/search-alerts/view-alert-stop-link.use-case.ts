import type { AlertStopLinks, AlertStopView } from './alert-stop-link.js';

/** The stop page opened by something that is not a person's tap (a link preview, a prefetch): shows, changes nothing. */
export class ViewAlertStopLink {
  constructor(private readonly links: AlertStopLinks) {}

  execute(input: { token: string }): Promise<AlertStopView> {
    return this.links.load(input.token);
  }
}
