import { describe } from 'vitest';
import { InMemoryLeadRepository } from '../../adapters/persistence/in-memory/in-memory-lead.repository.js';
import { InMemoryOtpChallengeRepository } from '../../adapters/persistence/in-memory/in-memory-otp-challenge.repository.js';
import { InMemoryPasswordResetRepository } from '../../adapters/persistence/in-memory/in-memory-password-reset.repository.js';
import { InMemoryRateLimiter } from '../../adapters/persistence/in-memory/in-memory-rate-limiter.js';
import { InMemorySessionRepository } from '../../adapters/persistence/in-memory/in-memory-session.repository.js';
import { InMemoryUserRepository } from '../../adapters/persistence/in-memory/in-memory-user.repository.js';
import { MikroOrmLeadRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-lead.repository.js';
import { MikroOrmOtpChallengeRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-otp-challenge.repository.js';
import { MikroOrmPasswordResetRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-password-reset.repository.js';
import { MikroOrmSessionRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-session.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import { PostgresRateLimiter } from '../../adapters/persistence/mikro-orm/postgres-rate-limiter.js';
import { authRepositoriesContract } from './auth-repositories.contract.js';
import { leadRepositoryContract } from './lead-repository.contract.js';
import { adapterCases } from './repository-adapters.js';
import type { AuthStores } from './auth-repositories.contract.js';
import type { LeadRepository } from '../../application/leads/ports/lead.repository.port.js';
import { userRepositoryContract } from './user-repository.contract.js';
import { propertyRepositoryContract } from './property-repository.contract.js';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { InMemoryPropertyRepository } from '../../adapters/persistence/in-memory/in-memory-property.repository.js';
import { MikroOrmPropertyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';

describe('repository contracts', () => {
  const cases = adapterCases<AuthStores & { leads: LeadRepository; properties: PropertyRepository }>(
    () => ({
      users: new InMemoryUserRepository(),
      leads: new InMemoryLeadRepository(),
      otps: new InMemoryOtpChallengeRepository(),
      sessions: new InMemorySessionRepository(),
      resets: new InMemoryPasswordResetRepository(),
      limiter: new InMemoryRateLimiter(),
      properties: new InMemoryPropertyRepository(),
    }),
    (source) => ({
      users: new MikroOrmUserRepository(source),
      leads: new MikroOrmLeadRepository(source),
      otps: new MikroOrmOtpChallengeRepository(source),
      sessions: new MikroOrmSessionRepository(source),
      resets: new MikroOrmPasswordResetRepository(source),
      limiter: new PostgresRateLimiter(source),
      properties: new MikroOrmPropertyRepository(source),
    }),
  );
  for (const adapter of cases) {
    userRepositoryContract({ name: adapter.name, make: async () => (await adapter.make()).users });
    leadRepositoryContract({ name: adapter.name, make: () => adapter.make() });
    authRepositoriesContract({ name: adapter.name, make: () => adapter.make() });
    propertyRepositoryContract({ name: adapter.name, make: () => adapter.make() });
  }
});
