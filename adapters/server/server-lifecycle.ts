/**
 * Whether this process is shutting down. Graceful shutdown flips it on the first signal; the readiness
 * route reads it, so a load balancer stops sending traffic here while in-flight requests finish.
 */
export class ServerLifecycle {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  beginDraining(): void {
    this.#draining = true;
  }
}
