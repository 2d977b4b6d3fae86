import { port } from '../port.js';

/**
 * Work a use case hands off so that it can answer first: the caller's answer (and its timing) does not
 * depend on it. `run` returns at once; a failure is the adapter's to report, never the caller's.
 */
export interface BackgroundWork {
  run(name: string, work: () => Promise<void>): void;
}
export const BackgroundWork = port<BackgroundWork>('BackgroundWork');
