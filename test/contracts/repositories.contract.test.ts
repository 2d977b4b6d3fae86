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
import type { ProjectRepository } from '../../application/projects/ports/project.repository.port.js';
import type { PropertyRequestRepository } from '../../application/property-requests/ports/property-request.repository.port.js';
import type { WishlistRepository } from '../../application/properties/ports/wishlist.repository.port.js';
import type { PropertyImageRepository } from '../../application/properties/ports/property-image.repository.port.js';
import { InMemoryProjectRepository } from '../../adapters/persistence/in-memory/in-memory-project.repository.js';
import { InMemoryPropertyRequestRepository } from '../../adapters/persistence/in-memory/in-memory-property-request.repository.js';
import { InMemoryWishlistRepository } from '../../adapters/persistence/in-memory/in-memory-wishlist.repository.js';
import { InMemoryPropertyImageRepository } from '../../adapters/persistence/in-memory/in-memory-property-image.repository.js';
import { MikroOrmProjectRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-project.repository.js';
import { MikroOrmPropertyRequestRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property-request.repository.js';
import { PostgresWishlistRepository } from '../../adapters/persistence/mikro-orm/postgres-wishlist.repository.js';
import { MikroOrmPropertyImageRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property-image.repository.js';
import { projectRepositoryContract } from './project-repository.contract.js';
import { propertyRequestRepositoryContract } from './property-request-repository.contract.js';
import { wishlistRepositoryContract } from './wishlist-repository.contract.js';
import { propertyImageRepositoryContract } from './property-image-repository.contract.js';
import type { RideRepository } from '../../application/rides/ports/ride.repository.port.js';
import type { RiderApplicationRepository } from '../../application/riders/ports/rider-application.repository.port.js';
import { InMemoryRideRepository } from '../../adapters/persistence/in-memory/in-memory-ride.repository.js';
import { InMemoryRiderApplicationRepository } from '../../adapters/persistence/in-memory/in-memory-rider-application.repository.js';
import { MikroOrmRideRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-ride.repository.js';
import { MikroOrmRiderApplicationRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-rider-application.repository.js';
import { PostgresRiderIdNumberStore } from '../../adapters/persistence/mikro-orm/postgres-rider-id-number.store.js';
import type { RiderIdNumberStore } from '../../application/riders/ports/rider-id-number.store.port.js';
import { rideRepositoryContract } from './ride-repository.contract.js';
import { riderApplicationRepositoryContract } from './rider-application-repository.contract.js';

interface CatalogueStores {
  properties: PropertyRepository;
  projects: ProjectRepository;
  propertyRequests: PropertyRequestRepository;
  wishlist: WishlistRepository;
  images: PropertyImageRepository;
}

interface RideStores {
  rides: RideRepository;
  riderApplications: RiderApplicationRepository;
  riderIdNumbers: RiderIdNumberStore;
}

describe('repository contracts', () => {
  const cases = adapterCases<AuthStores & CatalogueStores & RideStores & { leads: LeadRepository }>(
    () => ({
      users: new InMemoryUserRepository(),
      leads: new InMemoryLeadRepository(),
      otps: new InMemoryOtpChallengeRepository(),
      sessions: new InMemorySessionRepository(),
      resets: new InMemoryPasswordResetRepository(),
      limiter: new InMemoryRateLimiter(),
      properties: new InMemoryPropertyRepository(),
      projects: new InMemoryProjectRepository(),
      propertyRequests: new InMemoryPropertyRequestRepository(),
      wishlist: new InMemoryWishlistRepository(),
      images: new InMemoryPropertyImageRepository(),
      rides: new InMemoryRideRepository(),
      // One store in memory: the applications and their ID numbers.
      ...((applications) => ({ riderApplications: applications, riderIdNumbers: applications }))(new InMemoryRiderApplicationRepository()),
    }),
    (source) => ({
      users: new MikroOrmUserRepository(source),
      leads: new MikroOrmLeadRepository(source),
      otps: new MikroOrmOtpChallengeRepository(source),
      sessions: new MikroOrmSessionRepository(source),
      resets: new MikroOrmPasswordResetRepository(source),
      limiter: new PostgresRateLimiter(source),
      properties: new MikroOrmPropertyRepository(source),
      projects: new MikroOrmProjectRepository(source),
      propertyRequests: new MikroOrmPropertyRequestRepository(source),
      wishlist: new PostgresWishlistRepository(source),
      images: new MikroOrmPropertyImageRepository(source),
      rides: new MikroOrmRideRepository(source),
      riderApplications: new MikroOrmRiderApplicationRepository(source),
      riderIdNumbers: new PostgresRiderIdNumberStore(source),
    }),
  );
  for (const adapter of cases) {
    userRepositoryContract({ name: adapter.name, make: async () => (await adapter.make()).users });
    leadRepositoryContract({ name: adapter.name, make: () => adapter.make() });
    authRepositoriesContract({ name: adapter.name, make: () => adapter.make() });
    propertyRepositoryContract({ name: adapter.name, make: () => adapter.make() });
    projectRepositoryContract({ name: adapter.name, make: () => adapter.make() });
    propertyRequestRepositoryContract({ name: adapter.name, make: () => adapter.make() });
    wishlistRepositoryContract({ name: adapter.name, make: () => adapter.make() });
    propertyImageRepositoryContract({ name: adapter.name, make: () => adapter.make() });
    rideRepositoryContract({ name: adapter.name, make: () => adapter.make() });
    riderApplicationRepositoryContract({ name: adapter.name, make: () => adapter.make() });
  }
});
