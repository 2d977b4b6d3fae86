import { beforeEach, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../application/audit/ports/audit-log.port.js';
import { CreateGuide } from '../../../application/guides/create-guide.use-case.js';
import { DeleteGuide } from '../../../application/guides/delete-guide.use-case.js';
import { GetGuide } from '../../../application/guides/get-guide.use-case.js';
import { GUIDES_PER_PAGE, ListPublishedGuides } from '../../../application/guides/list-published-guides.use-case.js';
import { ReadPublishedGuide } from '../../../application/guides/read-published-guide.use-case.js';
import { UpdateGuide } from '../../../application/guides/update-guide.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { GuideMessages } from '../../../domain/guides/guide.js';
import { GuideNotFoundError, GuideSlugTakenError } from '../../../domain/guides/guides.errors.js';
import { Messages } from '../../../domain/shared/messages.js';
import type { User } from '../../../domain/users/user.js';
import { GuideChangesDto, GuideDto, guideEdit, guideInput } from '../../../adapters/http/guides/guides.dto.js';
import { parseBody } from '../../../adapters/http/validate-dto.js';
import { guideForm } from '../../mothers/guide.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

/** Admin-only is enforced by the console routes (test/http/guides.http.test.ts); the use cases keep the guide's rules. */
describe('guides', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  const create = async (form: Record<string, unknown>) => h.container.get(CreateGuide).execute(admin, guideInput(await parseBody(GuideDto, form)));
  const update = async (id: string, form: Record<string, unknown>) => h.container.get(UpdateGuide).execute(admin, id, guideEdit(await parseBody(GuideChangesDto, form)));
  const audit = async () =>
    (await h.container.get<AuditLog>(AuditLog).list({ filter: {}, sort: { field: 'at', order: 'ASC' }, offset: 0, limit: 50 })).items.map((e) => [e.action, e.subject.id]);
  const publicList = (input: Partial<Parameters<ListPublishedGuides['execute']>[0]> = {}) => h.container.get(ListPublishedGuides).execute({ language: 'en', page: 1, ...input });

  beforeEach(async () => {
    h = harness();
    admin = UserMother.admin();
    await h.container.get<UserRepository>(UserRepository).save(admin);
  });

  it('writes a guide with normalised fields; publishing it at once sets its date and is audited', async () => {
    const guide = await create(guideForm({ slug: 'Renting-Safely', city: 'PATNA', title: '  Renting safely  ' }));
    expect(guide).toMatchObject({ slug: 'renting-safely', city: 'patna', title: 'Renting safely', status: 'PUBLISHED', groupId: guide.id, createdById: admin.id });
    expect(guide.publishedAt).toEqual(h.clock.now());
    expect(await audit()).toEqual([['GUIDE_PUBLISHED', guide.id]]);
  });

  it('a guide without a status is a draft: not on the public pages, not audited', async () => {
    const draft = await create(guideForm({ status: undefined }));
    expect(draft).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect((await publicList()).total).toBe(0);
    await expect(h.container.get(ReadPublishedGuide).execute(draft.slug)).rejects.toBeInstanceOf(GuideNotFoundError);
    expect(await audit()).toEqual([]);
  });

  it('refuses a bad form field by field', async () => {
    const error = await failure(create(guideForm({ slug: 'Not a slug!', title: '', language: 'fr', topic: 'GOSSIP', city: 'delhi' })));
    expect(Object.keys(error.fields).sort()).toEqual(['city', 'language', 'slug', 'title', 'topic']);
    expect(error.fields.slug).toBe(GuideMessages.slug);
    expect(error.fields.title).toBe(Messages.required);
  });

  it('refuses a slug another guide has (409), on create and on edit', async () => {
    const first = await create(guideForm({ slug: 'documents' }));
    await expect(create(guideForm({ slug: 'documents' }))).rejects.toBeInstanceOf(GuideSlugTakenError);
    const second = await create(guideForm({ slug: 'other' }));
    await expect(update(second.id, { slug: 'documents' })).rejects.toBeInstanceOf(GuideSlugTakenError);
    expect((await update(first.id, { slug: 'documents', title: 'Same slug, new title' })).title).toBe('Same slug, new title');
  });

  it('links the English and Hindi guides as translations, each page reading the other', async () => {
    const english = await create(guideForm({ slug: 'renting-safely' }));
    const hindi = await create(guideForm({ slug: 'surakshit-kiraya', language: 'hi', title: 'सुरक्षित किराएदारी', translation_of: english.id }));
    expect(hindi.groupId).toBe(english.groupId);
    expect((await h.container.get(GetGuide).execute(english.id)).translationId).toBe(hindi.id);
    const read = await h.container.get(ReadPublishedGuide).execute('renting-safely');
    expect(read.translation?.id).toBe(hindi.id);
    // A translation still in draft is not offered to readers.
    await update(hindi.id, { status: 'DRAFT' });
    expect((await h.container.get(ReadPublishedGuide).execute('renting-safely')).translation).toBeNull();
  });

  it('refuses a translation in the same language, or a second one in a language', async () => {
    const english = await create(guideForm());
    const hindi = await create(guideForm({ language: 'hi', translation_of: english.id }));
    expect((await failure(create(guideForm({ translation_of: english.id })))).fieldCodes.translation_of?.code).toBe('GUIDE_TRANSLATION_LANGUAGE');
    expect((await failure(create(guideForm({ language: 'hi', translation_of: english.id })))).fieldCodes.translation_of?.code).toBe('GUIDE_TRANSLATION_TAKEN');
    expect((await failure(create(guideForm({ language: 'hi', translation_of: '0195e7c4-1f2a-7c3d-9e4f-5a6b7c8d9e0f' })))).fieldCodes.translation_of?.code).toBe('GUIDE_NOT_FOUND');
    // Unlinking makes the Hindi guide stand alone.
    const alone = await update(hindi.id, { translation_of: null });
    expect(alone.groupId).toBe(hindi.id);
    expect((await h.container.get(GetGuide).execute(english.id)).translationId).toBeNull();
  });

  it('withdrawing to draft and publishing again are audited; the first publication date stays', async () => {
    const guide = await create(guideForm());
    const first = guide.publishedAt;
    h.clock.advanceMinutes(60);
    await update(guide.id, { status: 'DRAFT' });
    h.clock.advanceMinutes(60);
    const again = await update(guide.id, { status: 'PUBLISHED' });
    expect(again.publishedAt).toEqual(first);
    expect((await audit()).map(([action]) => action)).toEqual(['GUIDE_PUBLISHED', 'GUIDE_UNPUBLISHED', 'GUIDE_PUBLISHED']);
  });

  it('deletes a guide (audited); its translation stays, alone', async () => {
    const english = await create(guideForm({ status: 'DRAFT' }));
    const hindi = await create(guideForm({ language: 'hi', translation_of: english.id }));
    await h.container.get(DeleteGuide).execute(admin, english.id);
    await expect(h.container.get(GetGuide).execute(english.id)).rejects.toBeInstanceOf(GuideNotFoundError);
    expect((await h.container.get(GetGuide).execute(hindi.id)).translationId).toBeNull();
    expect((await audit()).map(([action]) => action)).toEqual(['GUIDE_PUBLISHED', 'GUIDE_DELETED']);
  });

  it('the public list: published guides of the language, newest first, by topic and city (a guide for every city counts), paged', async () => {
    const a = await create(guideForm({ topic: 'DOCUMENTS', city: 'patna' }));
    h.clock.advanceMinutes(1);
    const b = await create(guideForm({ topic: 'RENTING_SAFELY', city: null }));
    h.clock.advanceMinutes(1);
    const c = await create(guideForm({ topic: 'DOCUMENTS', city: 'gaya' }));
    await create(guideForm({ language: 'hi' }));
    await create(guideForm({ status: 'DRAFT' }));
    const ids = async (input: Parameters<typeof publicList>[0]) => (await publicList(input)).items.map((g) => g.id);
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ topic: 'DOCUMENTS' })).toEqual([c.id, a.id]);
    expect(await ids({ city: 'patna' })).toEqual([b.id, a.id]);
    expect(await ids({ language: 'hi' })).toHaveLength(1);
    for (let i = 0; i < GUIDES_PER_PAGE; i++) await create(guideForm());
    expect((await publicList({ page: 2 })).items).toHaveLength(3);
    expect((await publicList({ page: 2 })).total).toBe(GUIDES_PER_PAGE + 3);
  });
});
