import type { Container } from 'inversify';
import { BackgroundWork } from '../../application/shared/ports/background-work.port.js';
import type { InProcessBackgroundWork } from '../../adapters/background/in-process-background-work.js';

/** Waits until work handed off by use cases (e.g. the password-reset mail) has finished. */
export function drainBackgroundWork(container: Container): Promise<void> {
  return container.get<InProcessBackgroundWork>(BackgroundWork).drain();
}
