import type { ContainerModule } from 'inversify';
import { PropertyRepository } from '../application/properties/ports/property.repository.port.js';
import { GetFairRent } from '../application/rent-trends/get-fair-rent.use-case.js';
import { GetRentTrends } from '../application/rent-trends/get-rent-trends.use-case.js';
import { RentFigureStore } from '../application/rent-trends/ports/rent-figure.store.port.js';
import { RecomputeRentTrends } from '../application/rent-trends/recompute-rent-trends.use-case.js';
import { Clock } from '../application/shared/ports/clock.port.js';
import { TenancyRepository } from '../application/tenancies/ports/tenancy.repository.port.js';
import { bindJobHandler, bindRecurringJob } from './jobs/job-registry.js';
import { InMemoryRentFigureStore } from './persistence/in-memory/in-memory-rent-figure.store.js';
import { EntityManagerSource } from './persistence/mikro-orm/entity-manager-source.js';
import { PostgresRentFigureStore } from './persistence/mikro-orm/postgres-rent-figure.store.js';
import type { Persistence } from './composition-root.js';
import { bindClass, bindFactory, typedModule } from './typed-binding.js';

/**
 * Rent trends and the fair-rent mark (docs/contexts/rent-trends.md): the figures' store on the chosen persistence,
 * the use cases, and the job that recomputes the figures, every six hours (India time) and at every start.
 */
export function rentTrendsModule(persistence: Persistence): ContainerModule {
  return typedModule((bind) => {
    if (persistence.kind === 'mikro-orm') bind(RentFigureStore).toConstantValue(new PostgresRentFigureStore(new EntityManagerSource(persistence.orm)));
    else bindFactory(bind, RentFigureStore, (properties: PropertyRepository, tenancies: TenancyRepository) => new InMemoryRentFigureStore(properties, tenancies), [PropertyRepository, TenancyRepository]);
    bindClass(bind, RecomputeRentTrends, [RentFigureStore, Clock]);
    bindClass(bind, GetRentTrends, [RentFigureStore, Clock]);
    bindClass(bind, GetFairRent, [RentFigureStore]);
    // One run at a time is enough (it replaces every figure); it may take a while on a large catalogue.
    bindJobHandler(bind, 'rent-trends.recompute', RecomputeRentTrends, { concurrency: 1, retryLimit: 3, expireInSeconds: 900, deleteAfterSeconds: 86_400 });
    bindRecurringJob(bind, 'rent-trends.recompute', '20 */6 * * *', {});
  });
}
