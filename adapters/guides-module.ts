import type { ContainerModule } from 'inversify';
import { AuditLog } from '../application/audit/ports/audit-log.port.js';
import { CreateGuide } from '../application/guides/create-guide.use-case.js';
import { DeleteGuide } from '../application/guides/delete-guide.use-case.js';
import { GetGuide } from '../application/guides/get-guide.use-case.js';
import { ListGuides } from '../application/guides/list-guides.use-case.js';
import { ListPublishedGuides } from '../application/guides/list-published-guides.use-case.js';
import { GuideRepository } from '../application/guides/ports/guide.repository.port.js';
import { ReadPublishedGuide } from '../application/guides/read-published-guide.use-case.js';
import { UpdateGuide } from '../application/guides/update-guide.use-case.js';
import { GetSupportStatus } from '../application/customer-service/get-support-status.use-case.js';
import { Clock } from '../application/shared/ports/clock.port.js';
import { UnitOfWork } from '../application/shared/ports/unit-of-work.port.js';
import { bindClass, typedModule } from './typed-binding.js';

/** Guides written in the console and the help page's support hours: the use cases (the repository comes with the persistence module). */
export function guidesModule(): ContainerModule {
  return typedModule((bind) => {
    bindClass(bind, CreateGuide, [GuideRepository, Clock, UnitOfWork, AuditLog]);
    bindClass(bind, UpdateGuide, [GuideRepository, Clock, UnitOfWork, AuditLog]);
    bindClass(bind, DeleteGuide, [GuideRepository, Clock, UnitOfWork, AuditLog]);
    bindClass(bind, GetGuide, [GuideRepository]);
    bindClass(bind, ListGuides, [GuideRepository]);
    bindClass(bind, ListPublishedGuides, [GuideRepository]);
    bindClass(bind, ReadPublishedGuide, [GuideRepository]);
    bindClass(bind, GetSupportStatus, [Clock]);
  });
}
