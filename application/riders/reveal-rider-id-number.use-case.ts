import type { IdDocumentType } from '../../domain/riders/id-documents.js';
import { ForbiddenError, NotFoundError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SecretBox } from '../shared/ports/secret-box.port.js';
import { idNumberContext } from './id-number-keeping.js';
import type { RiderApplicationRepository } from './ports/rider-application.repository.port.js';

export interface RevealedIdNumber {
  idDocumentType: IdDocumentType;
  /** The whole number; null for Aadhaar, whose whole number is never kept. */
  number: string | null;
  last4: string;
}

/**
 * An admin who asks reads an application's whole ID number, opened from its seal; each reading is recorded in the
 * audit log (who, which application; never the number). An Aadhaar number was never kept: only its last four exist.
 */
export class RevealRiderIdNumber {
  constructor(
    private readonly applications: RiderApplicationRepository,
    private readonly box: SecretBox,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(input: { actor: User; applicationId: string }): Promise<RevealedIdNumber> {
    if (!input.actor.isAdmin) throw new ForbiddenError();
    const application = await this.applications.findById(input.applicationId);
    if (!application) throw new NotFoundError('APPLICATION_NOT_FOUND');
    const number = application.idNumberSealed ? await this.box.open(application.idNumberSealed, idNumberContext(application.id)) : null;
    // Recorded before the number is handed out: a reading that cannot be recorded does not happen.
    await this.audit.record({
      actorId: input.actor.id,
      action: 'ID_NUMBER_VIEWED',
      subject: { type: 'RIDER_APPLICATION', id: application.id },
      detail: { idDocumentType: application.idDocumentType, whole: number !== null },
      at: this.clock.now(),
    });
    return { idDocumentType: application.idDocumentType, number, last4: application.idNumberLast4 };
  }
}
