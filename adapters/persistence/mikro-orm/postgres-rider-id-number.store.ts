import type { PlainIdNumberRow, RiderIdNumberStore } from '../../../application/riders/ports/rider-id-number.store.port.js';
import type { KeptIdNumber } from '../../../domain/riders/rider-application.js';
import type { IdDocumentType } from '../../../domain/riders/id-documents.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/** rider_applications' ID-number columns in plain SQL: the typed column is not mapped on the entity (schemas.ts). */
export class PostgresRiderIdNumberStore implements RiderIdNumberStore {
  constructor(private readonly source: EntityManagerSource) {}

  async findPlain(limit: number): Promise<PlainIdNumberRow[]> {
    const rows = await this.source
      .fork()
      .execute<Array<{ id: string; id_document_type: IdDocumentType; id_document_number: string }>>(
        'select id, id_document_type, id_document_number from rider_applications where id_document_number is not null order by id limit ?',
        [limit],
      );
    return rows.map((r) => ({ id: r.id, idDocumentType: r.id_document_type, number: r.id_document_number }));
  }

  async replacePlain(id: string, number: string, kept: KeptIdNumber & { last4: string }): Promise<void> {
    await this.source
      .fork()
      .execute(
        'update rider_applications set id_number_sealed = ?, id_number_hash = ?, id_number_last4 = ?, id_document_number = null where id = ? and id_document_number = ?',
        [kept.sealed, kept.hash, kept.last4, id, number],
      );
  }

  async findSealed(afterId: string | null, limit: number): Promise<Array<{ id: string; sealed: string }>> {
    const rows = await this.source
      .fork()
      .execute<Array<{ id: string; id_number_sealed: string }>>(
        `select id, id_number_sealed from rider_applications where id_number_sealed is not null ${afterId ? 'and id > ?' : ''} order by id limit ?`,
        afterId ? [afterId, limit] : [limit],
      );
    return rows.map((r) => ({ id: r.id, sealed: r.id_number_sealed }));
  }

  /** A new version too: a copy read before the re-seal cannot write the old seal back (saveVersioned). */
  async reseal(id: string, from: string, to: string): Promise<boolean> {
    const rows = await this.source
      .fork()
      .execute<Array<{ id: string }>>('update rider_applications set id_number_sealed = ?, version = version + 1 where id = ? and id_number_sealed = ? returning id', [to, id, from]);
    return rows.length > 0;
  }
}
