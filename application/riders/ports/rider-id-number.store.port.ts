import type { IdDocumentType } from '../../../domain/riders/id-documents.js';
import type { KeptIdNumber } from '../../../domain/riders/rider-application.js';
import { port } from '../../shared/port.js';
import type { SealedValueStore } from '../../shared/ports/secret-box.port.js';

/** An application whose ID number is still stored as typed (a row from before numbers were sealed). */
export interface PlainIdNumberRow {
  id: string;
  idDocumentType: IdDocumentType;
  number: string;
}

/**
 * The ID numbers of rider applications, for the two background jobs that look after them: sealing the rows stored
 * as typed (rider-ids.seal-plain) and re-sealing under the newest key (secrets.reseal, with every other sealed value).
 */
export interface RiderIdNumberStore extends SealedValueStore {
  /** Up to `limit` applications whose number is still stored as typed. */
  findPlain(limit: number): Promise<PlainIdNumberRow[]>;
  /** Keeps the number as `kept` says (and its last four) and clears the typed one, if it is still there. */
  replacePlain(id: string, number: string, kept: KeptIdNumber & { last4: string }): Promise<void>;
}
export const RiderIdNumberStore = port<RiderIdNumberStore>('RiderIdNumberStore');
