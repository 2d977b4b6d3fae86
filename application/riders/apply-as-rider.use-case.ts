import { RiderApplication, RiderApplicationMessages, submittedIdNumber, type RiderApplicationInput } from '../../domain/riders/rider-application.js';
import { ConflictError, ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SecretBox } from '../shared/ports/secret-box.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import { keepIdNumber } from './id-number-keeping.js';
import type { RiderApplicationRepository } from './ports/rider-application.repository.port.js';

/**
 * A signed-in person applies to become a rider (phone from their session). One pending application at a time.
 * The ID number is stored sealed (an Aadhaar number as its keyed hash only) with its last four characters.
 */
export class ApplyAsRider {
  constructor(
    private readonly applications: RiderApplicationRepository,
    private readonly clock: Clock,
    private readonly box: SecretBox,
    private readonly hasher: SecretHasher,
  ) {}

  async execute(actor: User, input: RiderApplicationInput): Promise<RiderApplication> {
    if (actor.hasRole('RIDER')) throw new ConflictError(RiderApplicationMessages.alreadyRider);
    if (!actor.mobileNo) throw new ForbiddenError('SIGN_IN_TO_APPLY');
    const latest = await this.applications.findLatestForUser(actor.id);
    if (latest?.status === 'PENDING') throw new ConflictError(RiderApplicationMessages.pending);
    const application = RiderApplication.submit({ ...input, userId: actor.id, mobileNo: actor.mobileNo }, this.clock.now());
    await keepIdNumber({ box: this.box, hasher: this.hasher }, application, submittedIdNumber(input));
    await this.applications.save(application);
    return application;
  }
}
