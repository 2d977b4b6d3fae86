import { parsePropertyDetails } from '../../domain/properties/property-details.js';
import { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { OwnerConsent } from './owner-consent.js';
import { assertMayPost, resolvePostingOwner, type OwnerChoice } from './posting-rules.js';
import type { PropertyRepository } from './ports/property.repository.port.js';

export interface CreatePropertyInput extends OwnerChoice {
  actor: User | null;
  details: Record<string, unknown>;
  /** Send straight to review instead of keeping a draft. */
  submit?: boolean;
}

/** Posts a listing (draft, or submitted for review) for its owner. */
export class CreateProperty {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly consent: OwnerConsent,
    private readonly clock: Clock,
    private readonly productName: string,
  ) {}

  async execute(input: CreatePropertyInput): Promise<Property> {
    const now = this.clock.now();
    const actor = input.actor;
    assertMayPost(actor, this.productName);
    const details = parsePropertyDetails(input.details);
    const { owner, ownerChanged } = await resolvePostingOwner(actor, input, { users: this.users, consent: this.consent, productName: this.productName, now });
    const property = Property.draft(
      { ownerId: owner.id, postedById: actor.id, postedByRole: actor.hasRole('ADMIN') ? 'ADMIN' : owner.id !== actor.id && actor.hasRole('RIDER') ? 'RIDER' : 'OWNER', details },
      now,
    );
    if (input.submit) property.submit(now);
    // A new owner is stored first (the listing refers to them); a tenant who became an owner after it.
    const newOwner = owner.version === 0;
    if (ownerChanged && newOwner) await this.users.save(owner);
    await this.properties.save(property);
    if (ownerChanged && !newOwner) await this.users.save(owner);
    return property;
  }
}
