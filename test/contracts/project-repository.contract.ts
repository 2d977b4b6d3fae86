import { describe, expect, it } from 'vitest';
import type { ProjectRepository } from '../../application/projects/ports/project.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { Project } from '../../domain/projects/project.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { ProjectMother } from '../mothers/project.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import type { AdapterCase } from './repository-adapters.js';

const T0 = new Date('2026-11-01T00:00:00Z').getTime();
const newest = { field: 'createdAt', order: 'DESC' } as const;

export function projectRepositoryContract(adapter: AdapterCase<{ projects: ProjectRepository; users: UserRepository }>) {
  describe(`ProjectRepository: ${adapter.name}`, () => {
    /** A stored admin to record as the creator (the SQL adapter enforces the reference). */
    const setup = async () => {
      const { projects, users } = await adapter.make();
      const admin = UserMother.admin();
      await users.save(admin);
      return { repo: projects, adminId: admin.id };
    };

    it('saves and reads a project back with every field, prices as numbers even past 32 bits', async () => {
      const { repo, adminId } = await setup();
      const project = ProjectMother.with(adminId, {
        description: 'Riverside towers',
        minPrice: 4_500_000,
        maxPrice: 25_000_000_000,
        unitTypes: ['2 BHK', '3 BHK', 'Penthouse'],
        imageUrls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
        status: 'UNDER_CONSTRUCTION',
      });
      await repo.save(project);
      const found = (await repo.findById(project.id))!;
      expect(found).toBeInstanceOf(Project);
      expect(found).toMatchObject({
        name: 'Ganga Residency',
        builder: 'Sinha Developers',
        city: 'patna',
        locality: 'Danapur',
        description: 'Riverside towers',
        minPrice: 4_500_000,
        maxPrice: 25_000_000_000,
        unitTypes: ['2 BHK', '3 BHK', 'Penthouse'],
        possessionDate: '2028-03-31',
        reraNumber: 'BRERAP00123-1/456/R-789/2023',
        imageUrls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
        status: 'UNDER_CONSTRUCTION',
        createdById: adminId,
      });
      expect(typeof found.minPrice).toBe('number');
      expect(found.createdAt.getTime()).toBe(project.createdAt.getTime());
      expect(await repo.findById('0190f0a0-0000-7000-8000-00000000ffff')).toBeNull();
    });

    it('keeps empty optional fields empty', async () => {
      const { repo, adminId } = await setup();
      const project = ProjectMother.with(adminId, { possessionDate: null, reraNumber: null, unitTypes: [], imageUrls: [] });
      await repo.save(project);
      expect(await repo.findById(project.id)).toMatchObject({ possessionDate: null, reraNumber: null, unitTypes: [], imageUrls: [], description: null });
    });

    it('updates in place, and refuses a stale copy', async () => {
      const { repo, adminId } = await setup();
      const project = ProjectMother.with(adminId);
      await repo.save(project);
      const first = (await repo.findById(project.id))!;
      const second = (await repo.findById(project.id))!;
      first.revise(ProjectMother.details({ status: 'READY_TO_MOVE', name: 'Ganga Residency Phase 2' }), new Date(T0 + 1000));
      await repo.save(first);
      second.revise(ProjectMother.details({ status: 'ARCHIVED' }), new Date(T0 + 2000));
      await expect(repo.save(second)).rejects.toBeInstanceOf(ConcurrentModificationError);
      const stored = (await repo.findById(project.id))!;
      expect(stored).toMatchObject({ status: 'READY_TO_MOVE', name: 'Ganga Residency Phase 2' });
      expect(stored.updatedAt.getTime()).toBe(T0 + 1000);
      expect((await repo.list({ filter: {}, sort: newest, offset: 0, limit: 10 })).total).toBe(1);
    });

    it('filters by city and status, searches name, builder and locality, sorts and pages', async () => {
      const { repo, adminId } = await setup();
      const at = (s: number) => new Date(T0 + s * 1000);
      for (const p of [
        ProjectMother.with(adminId, { name: 'Ganga Residency', minPrice: 4_500_000 }, at(1)),
        ProjectMother.with(adminId, { name: 'Bodh Vihar', city: 'gaya', builder: 'Magadh Homes', locality: 'Bodhgaya', minPrice: 2_500_000 }, at(2)),
        ProjectMother.with(adminId, { name: 'Patliputra Heights', locality: 'Patliputra Colony', minPrice: 7_000_000, maxPrice: 12_000_000, status: 'READY_TO_MOVE' }, at(3)),
        ProjectMother.with(adminId, { name: 'Anand Vatika', locality: 'Kankarbagh', minPrice: 3_000_000, status: 'ARCHIVED' }, at(4)),
      ]) {
        await repo.save(p);
      }
      const names = async (query: Partial<Parameters<ProjectRepository['list']>[0]>) =>
        (await repo.list({ filter: {}, sort: newest, offset: 0, limit: 10, ...query })).items.map((p) => p.name);
      expect(await names({})).toEqual(['Anand Vatika', 'Patliputra Heights', 'Bodh Vihar', 'Ganga Residency']);
      expect(await names({ filter: { city: 'patna' } })).toEqual(['Anand Vatika', 'Patliputra Heights', 'Ganga Residency']);
      expect(await names({ filter: { city: 'patna', status: 'READY_TO_MOVE' } })).toEqual(['Patliputra Heights']);
      expect(await names({ search: 'MAGADH' })).toEqual(['Bodh Vihar']);
      expect(await names({ search: 'kankar' })).toEqual(['Anand Vatika']);
      expect(await names({ search: 'ganga res' })).toEqual(['Ganga Residency']);
      expect(await names({ search: '%' })).toEqual([]);
      expect(await names({ sort: { field: 'minPrice', order: 'ASC' } })).toEqual(['Bodh Vihar', 'Anand Vatika', 'Ganga Residency', 'Patliputra Heights']);
      expect(await names({ sort: { field: 'name', order: 'ASC' } })).toEqual(['Anand Vatika', 'Bodh Vihar', 'Ganga Residency', 'Patliputra Heights']);
      const page = await repo.list({ filter: {}, sort: newest, offset: 1, limit: 2 });
      expect(page.total).toBe(4);
      expect(page.items.map((p) => p.name)).toEqual(['Patliputra Heights', 'Bodh Vihar']);
    });
  });
}
