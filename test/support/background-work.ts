import type { Container } from 'inversify';
import { drainJobs } from './jobs.js';

/** What the product does after answering (its background jobs): awaited before reading the mail or SMS it sent. */
export function drainBackgroundWork(container: Container): Promise<void> {
  return drainJobs(container);
}
