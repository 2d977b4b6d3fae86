import { describe, expect, it } from 'vitest';
import type { GuideRepository } from '../../application/guides/ports/guide.repository.port.js';
import { InMemoryGuideRepository } from '../../adapters/persistence/in-memory/in-memory-guide.repository.js';
import { MikroOrmGuideRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-guide.repository.js';
import { Guide } from '../../domain/guides/guide.js';
import { GuideSlugTakenError, GuideTranslationError } from '../../domain/guides/guides.errors.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { GuideMother } from '../mothers/guide.mother.js';
import { adapterCases } from './repository-adapters.js';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const newest = { field: 'publishedAt', order: 'DESC' } as const;

describe('guide repository contract', () => {
  const cases = adapterCases<GuideRepository>(
    () => new InMemoryGuideRepository(),
    (source) => {
      const repository = new MikroOrmGuideRepository(source);
      // The shared truncation does not know this table: empty it before the first call of each test.
      let emptied: Promise<unknown> | undefined;
      const ready = () => (emptied ??= source.fork().getConnection().execute('truncate table guides'));
      return new Proxy(repository, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver);
          return typeof value === 'function' ? async (...args: unknown[]) => (await ready(), value.apply(target, args)) : value;
        },
      });
    },
  );

  for (const adapter of cases) {
    describe(adapter.name, () => {
      it('saves and reads a guide back by id and by slug, as a Guide with its behaviour and dates', async () => {
        const guides = await adapter.make();
        const guide = GuideMother.with({ slug: 'renting-safely', city: null, body: '# Hello\n\n<script>kept as written</script>' }, at(0));
        await guides.save(guide);
        const found = (await guides.findById(guide.id))!;
        expect(found).toBeInstanceOf(Guide);
        expect(found).toMatchObject({ slug: 'renting-safely', city: null, language: 'en', topic: 'RENTING_SAFELY', status: 'PUBLISHED', groupId: guide.id, version: 1, body: '# Hello\n\n<script>kept as written</script>' });
        expect(found.isPublished).toBe(true);
        expect(found.publishedAt).toEqual(at(0));
        expect((await guides.findBySlug('renting-safely'))?.id).toBe(guide.id);
        expect(await guides.findBySlug('nope')).toBeNull();
      });

      it('updates under the version it read; a stale copy is refused', async () => {
        const guides = await adapter.make();
        const guide = GuideMother.with({}, at(0));
        await guides.save(guide);
        const a = (await guides.findById(guide.id))!;
        const b = (await guides.findById(guide.id))!;
        a.revise({ ...a, title: 'First edit' }, at(1));
        await guides.save(a);
        b.revise({ ...b, title: 'Second edit' }, at(2));
        await expect(guides.save(b)).rejects.toBeInstanceOf(ConcurrentModificationError);
        expect((await guides.findById(guide.id))!.title).toBe('First edit');
      });

      it('refuses a second guide with the same slug, and a second guide of a language in a translation group', async () => {
        const guides = await adapter.make();
        const english = GuideMother.with({ slug: 'taken' }, at(0));
        await guides.save(english);
        await expect(guides.save(GuideMother.with({ slug: 'taken' }, at(1)))).rejects.toBeInstanceOf(GuideSlugTakenError);
        const hindi = GuideMother.with({ language: 'hi' }, at(1));
        hindi.linkTo(english, at(1));
        await guides.save(hindi);
        const another = GuideMother.with({ language: 'hi' }, at(2));
        another.linkTo(english, at(2));
        await expect(guides.save(another)).rejects.toBeInstanceOf(GuideTranslationError);
        expect((await guides.findGroup(english.groupId)).map((g) => g.id).sort()).toEqual([english.id, hindi.id].sort());
      });

      it('lists by language, topic, status and city (a guide for every city matches any city), newest first, paged, searched', async () => {
        const guides = await adapter.make();
        const a = GuideMother.with({ topic: 'DOCUMENTS', city: 'patna', title: 'Papers a tenant needs' }, at(0));
        const b = GuideMother.with({ topic: 'RENTING_SAFELY', city: null }, at(1));
        const c = GuideMother.with({ topic: 'DOCUMENTS', city: 'gaya' }, at(2));
        const d = GuideMother.with({ language: 'hi' }, at(3));
        const e = GuideMother.with({ status: 'DRAFT' }, at(4));
        for (const g of [a, b, c, d, e]) await guides.save(g);
        const ids = async (filter: Parameters<GuideRepository['list']>[0]['filter'], extra: { search?: string; offset?: number; limit?: number } = {}) =>
          (await guides.list({ filter, sort: newest, offset: 0, limit: 10, ...extra })).items.map((g) => g.id);
        expect(await ids({ status: 'PUBLISHED', language: 'en' })).toEqual([c.id, b.id, a.id]);
        expect(await ids({ status: 'PUBLISHED', language: 'en', topic: 'DOCUMENTS' })).toEqual([c.id, a.id]);
        expect(await ids({ status: 'PUBLISHED', language: 'en', city: 'patna' })).toEqual([b.id, a.id]);
        expect(await ids({ status: 'DRAFT' })).toEqual([e.id]);
        expect(await ids({ language: 'hi' })).toEqual([d.id]);
        expect(await ids({}, { search: 'papers' })).toEqual([a.id]);
        const page = await guides.list({ filter: { status: 'PUBLISHED' }, sort: newest, offset: 1, limit: 2 });
        expect(page.items.map((g) => g.id)).toEqual([c.id, b.id]);
        expect(page.total).toBe(4);
        expect((await guides.list({ filter: {}, sort: { field: 'title', order: 'ASC' }, offset: 0, limit: 1 })).items[0]!.id).toBe(a.id);
      });

      it('deletes a guide', async () => {
        const guides = await adapter.make();
        const guide = GuideMother.with({}, at(0));
        await guides.save(guide);
        await guides.delete(guide.id);
        expect(await guides.findById(guide.id)).toBeNull();
        expect((await guides.list({ filter: {}, sort: newest, offset: 0, limit: 10 })).total).toBe(0);
      });
    });
  }
});
