import { parsePropertyDetails } from '../../domain/properties/property-details.js';
import { Property, type PropertyDetails } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import { replayOrRefuse, requestFingerprint, type IdempotencyStamp } from '../shared/idempotency.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { OwnerConsent } from './owner-consent.js';
import { assertMayPost, resolvePostingOwner, type OwnerChoice } from './posting-rules.js';
import type { PropertyRepository } from './ports/property.repository.port.js';

export interface CreatePropertyInput extends OwnerChoice {
  actor: User | null;
  details: Record<string, unknown>;
  /** Send straight to review instead of keeping a draft. */
  submit?: boolean;
  /**
   * The client's Idempotency-Key (checked at the edge), per poster: a retry with it answers with the listing
   * the first request created, a different request with it is a conflict.
   */
  idempotencyKey?: string | null;
}

/** Posts a listing (draft, or submitted for review) for its owner. */
export class CreateProperty {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly consent: OwnerConsent,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly productName: string,
  ) {}

  async execute(input: CreatePropertyInput): Promise<Property> {
    const now = this.clock.now();
    const actor = input.actor;
    assertMayPost(actor, this.productName);
    const details = parsePropertyDetails(input.details);
    const stamp = input.idempotencyKey ? { key: input.idempotencyKey, fingerprint: fingerprintOf(input, details) } : null;
    if (!stamp) return this.create(actor, input, details, now, null);
    // A retry of a stored request answers with the first listing and changes nothing (no owner created or promoted).
    const earlier = await this.properties.findByIdempotencyKey(actor.id, stamp.key);
    if (earlier) return replayOrRefuse(earlier, stamp.fingerprint);
    try {
      return await this.create(actor, input, details, now, stamp);
    } catch (error) {
      // A racing twin with the same key may have won (e.g. both created the new owner; one insert lost): its listing is the answer.
      const winner = await this.properties.findByIdempotencyKey(actor.id, stamp.key).catch(() => null);
      if (winner) return replayOrRefuse(winner, stamp.fingerprint);
      throw error;
    }
  }

  private async create(actor: User, input: CreatePropertyInput, details: PropertyDetails, now: Date, stamp: IdempotencyStamp | null): Promise<Property> {
    const { owner, ownerChanged } = await resolvePostingOwner(actor, input, { users: this.users, consent: this.consent, productName: this.productName, now });
    const property = Property.draft(
      { ownerId: owner.id, postedById: actor.id, postedByRole: actor.hasRole('ADMIN') ? 'ADMIN' : owner.id !== actor.id && actor.hasRole('RIDER') ? 'RIDER' : 'OWNER', details },
      now,
    );
    if (input.submit) property.submit(now);
    // The owner and the listing are stored together or not at all: a new owner first (the listing refers to
    // them), a tenant who became an owner after it.
    const newOwner = owner.version === 0;
    return this.unitOfWork.run(async () => {
      if (ownerChanged && newOwner) await this.users.save(owner);
      if (stamp) {
        const winner = await this.properties.insertOnce(property, stamp);
        if (winner) return replayOrRefuse(winner, stamp.fingerprint);
      } else {
        await this.properties.save(property);
      }
      if (ownerChanged && !newOwner) await this.users.save(owner);
      return property;
    });
  }
}

/** What makes two posts the same request: the parsed listing, whether it is submitted, and the owner asked for (not the owner's code). */
function fingerprintOf(input: CreatePropertyInput, details: PropertyDetails): string {
  const owner = { id: input.ownerId, mobileNo: input.ownerMobileNo, firstName: input.ownerFirstName, lastName: input.ownerLastName };
  return requestFingerprint({ details, submit: input.submit === true, owner });
}
