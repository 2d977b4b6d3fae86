import { beforeEach, describe, expect, it } from 'vitest';
import { ArchiveProject } from '../../../application/projects/archive-project.use-case.js';
import { CreateProject } from '../../../application/projects/create-project.use-case.js';
import { GetProject } from '../../../application/projects/get-project.use-case.js';
import { ListProjects } from '../../../application/projects/list-projects.use-case.js';
import { UpdateProject } from '../../../application/projects/update-project.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import type { User } from '../../../domain/users/user.js';
import { Messages } from '../../../domain/shared/messages.js';
import { projectChanges, ProjectChangesDto, ProjectDto, projectDetails } from '../../../adapters/http/projects/projects.dto.js';
import { parseBody } from '../../../adapters/http/validate-dto.js';
import { projectForm } from '../../mothers/project.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

/** Admin-only is enforced by the console routes (test/http/catalogue.http.test.ts); the use case keeps the rules of the record. */
describe('builders\' projects (console)', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  /** The console's form as the edge reads it (the project's field rules), then the use case. */
  const create = async (admin: User, form: Record<string, unknown>) => h.container.get(CreateProject).execute(admin, projectDetails(await parseBody(ProjectDto, form)));
  const update = async (id: string, form: Record<string, unknown>) => h.container.get(UpdateProject).execute(id, projectChanges(await parseBody(ProjectChangesDto, form)));
  const archive = (id: string) => h.container.get(ArchiveProject).execute(id);
  const get = (id: string) => h.container.get(GetProject).execute(id);
  const newest = { field: 'createdAt', order: 'DESC' } as const;
  const names = async (query: Partial<Parameters<ListProjects['execute']>[0]> = {}) =>
    (await h.container.get(ListProjects).execute({ filter: {}, sort: newest, offset: 0, limit: 10, ...query })).items.map((p) => p.name);

  beforeEach(async () => {
    h = harness();
    admin = UserMother.admin();
    await h.container.get<UserRepository>(UserRepository).save(admin);
  });

  it('creates a project with normalised fields, recording the admin and the time', async () => {
    const created = await create(admin, projectForm({ city: 'PATNA', rera_number: 'brerap00123-1/456/r-789/2023' }));
    const stored = await get(created.id);
    expect(stored).toMatchObject({ name: 'Ganga Residency', city: 'patna', reraNumber: 'BRERAP00123-1/456/R-789/2023', status: 'UNDER_CONSTRUCTION', createdById: admin.id, minPrice: 4_500_000, unitTypes: ['2 BHK', '3 BHK'] });
    expect(stored.createdAt.getTime()).toBe(h.clock.now().getTime());
  });

  it('a new project without a status is UPCOMING', async () => {
    expect((await create(admin, projectForm({ status: undefined }))).status).toBe('UPCOMING');
  });

  it('refuses a bad form field by field and stores nothing', async () => {
    const error = await failure(create(admin, projectForm({ name: '', min_price: 'cheap', image_urls: ['nope'] })));
    expect(error.fields).toMatchObject({ name: Messages.required, min_price: Messages.number, image_urls: Messages.link });
    expect(await names()).toEqual([]);
  });

  it('an edit changes only the fields sent, keeping the rest (empty optional ones included)', async () => {
    const created = await create(admin, projectForm({ description: '', possession_date: null, rera_number: null, image_urls: [] }));
    h.clock.advanceMinutes(3);
    const edited = await update(created.id, { status: 'READY_TO_MOVE', max_price: 9_500_000 });
    expect(edited).toMatchObject({ status: 'READY_TO_MOVE', maxPrice: 9_500_000, name: 'Ganga Residency', description: null, possessionDate: null, reraNumber: null, imageUrls: [] });
    expect(edited.updatedAt.getTime()).toBe(h.clock.now().getTime());
    expect(await get(created.id)).toMatchObject({ status: 'READY_TO_MOVE', maxPrice: 9_500_000, builder: 'Sinha Developers' });
  });

  it('an edit that breaks the price range is refused against the stored prices, and nothing changes', async () => {
    const created = await create(admin, projectForm());
    const error = await failure(update(created.id, { max_price: 1_000_000 }));
    expect(error.fields.max_price).toBe('The highest price cannot be below the lowest.');
    expect((await get(created.id)).maxPrice).toBe(9_000_000);
  });

  it('removing a project archives it; it stays readable', async () => {
    const created = await create(admin, projectForm());
    expect((await archive(created.id)).status).toBe('ARCHIVED');
    expect((await get(created.id)).status).toBe('ARCHIVED');
    expect(await names({ filter: { status: 'ARCHIVED' } })).toEqual(['Ganga Residency']);
  });

  it('an unknown project is a 404 for read, edit and archive', async () => {
    const missing = '0190f0a0-0000-7000-8000-00000000dead';
    for (const call of [get(missing), update(missing, { status: 'UPCOMING' }), archive(missing)]) {
      const error = await failure(call);
      expect(error.kind).toBe('NOT_FOUND');
      expect(error.message).toBe('Project not found.');
    }
  });

  it('lists by city and status, searches name, builder and locality, sorts by price', async () => {
    await create(admin, projectForm({ name: 'Ganga Residency', min_price: 4_500_000 }));
    h.clock.advanceSeconds(1);
    await create(admin, projectForm({ name: 'Bodh Vihar', city: 'gaya', builder: 'Magadh Homes', locality: 'Bodhgaya', min_price: 2_500_000, status: 'UPCOMING' }));
    h.clock.advanceSeconds(1);
    await create(admin, projectForm({ name: 'Patliputra Heights', locality: 'Patliputra Colony', min_price: 7_000_000, max_price: 12_000_000, status: 'READY_TO_MOVE' }));
    expect(await names()).toEqual(['Patliputra Heights', 'Bodh Vihar', 'Ganga Residency']);
    expect(await names({ filter: { city: 'patna' } })).toEqual(['Patliputra Heights', 'Ganga Residency']);
    expect(await names({ filter: { status: 'UPCOMING' } })).toEqual(['Bodh Vihar']);
    expect(await names({ search: 'magadh' })).toEqual(['Bodh Vihar']);
    expect(await names({ search: 'colony' })).toEqual(['Patliputra Heights']);
    expect(await names({ sort: { field: 'minPrice', order: 'ASC' } })).toEqual(['Bodh Vihar', 'Ganga Residency', 'Patliputra Heights']);
  });
});
