import { parsePropertyDetails } from '../../domain/properties/property-details.js';
import { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { assertMayPost, resolvePostingOwner } from './posting-rules.js';
import type { PropertyRepository } from './ports/property.repository.port.js';

export interface CreatePropertyInput {
  actor: User | null;
  ownerId?: unknown;
  details: Record<string, unknown>;
  /** Send straight to review instead of keeping a draft. */
  submit?: boolean;
}

/** Posts a listing (draft, or submitted for review) for its owner. */
export class CreateProperty {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly productName: string,
  ) {}

  async execute(input: CreatePropertyInput): Promise<Property> {
    const now = this.clock.now();
    const actor = input.actor;
    assertMayPost(actor, this.productName);
    const details = parsePropertyDetails(input.details);
    const { owner, roleChanged } = await resolvePostingOwner(actor, input.ownerId, this.users, this.productName, now);
    const property = Property.draft(
      { ownerId: owner.id, postedById: actor.id, postedByRole: actor.hasRole('ADMIN') ? 'ADMIN' : actor.hasRole('RIDER') ? 'RIDER' : 'OWNER', details },
      now,
    );
    if (input.submit) property.submit(now);
    await this.properties.save(property);
    if (roleChanged) await this.users.save(owner);
    return property;
  }
}
