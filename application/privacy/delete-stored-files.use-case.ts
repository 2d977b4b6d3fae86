import type { ImageStorage } from '../properties/ports/image-storage.port.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /** Stored files (an erased person's photos) deleted once the erasure that queued them committed. */
    'privacy.delete-files': { keys: string[] };
  }
}

/**
 * The 'privacy.delete-files' job: deletes the stored files an erasure left behind. Queued inside the erasure's unit of
 * work, so the files go only once it committed, and a crash after the commit still deletes them (the job is retried).
 * Deleting a file that is gone already is no error, so a retry is harmless.
 */
export class DeleteStoredFiles {
  constructor(private readonly storage: ImageStorage) {}

  async execute(payload: { keys: string[] }): Promise<void> {
    for (let i = 0; i < payload.keys.length; i += 100) await this.storage.delete(payload.keys.slice(i, i + 100));
  }
}
