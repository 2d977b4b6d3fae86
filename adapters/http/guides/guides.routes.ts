import { CreateGuide } from '../../../application/guides/create-guide.use-case.js';
import { DeleteGuide } from '../../../application/guides/delete-guide.use-case.js';
import { GetGuide } from '../../../application/guides/get-guide.use-case.js';
import { ListGuides } from '../../../application/guides/list-guides.use-case.js';
import type { GuideListFilter, GuideSortField } from '../../../application/guides/ports/guide.repository.port.js';
import { UpdateGuide } from '../../../application/guides/update-guide.use-case.js';
import { GuideStatuses, GuideTopics, type Guide } from '../../../domain/guides/guide.js';
import { GuideNotFoundError } from '../../../domain/guides/guides.errors.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { GuideSchema } from '../contract/wire/index.js';
import { optionalEnum } from '../list-params.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { guideJson } from './guide.presenter.js';
import { GuideChangesDto, GuideDto, guideEdit, guideInput } from './guides.dto.js';

const GUIDE_SORT: Record<string, GuideSortField> = { updated_at: 'updatedAt', published_at: 'publishedAt', title: 'title' };

export const consoleGuidesNeeds = {
  listGuides: ListGuides,
  getGuide: GetGuide,
  createGuide: CreateGuide,
  updateGuide: UpdateGuide,
  deleteGuide: DeleteGuide,
};

const notFound = () => new GuideNotFoundError();

/** The console's Guides (`guides`), simple-rest. Admin only (behind the console guard, and each route says so). */
export const consoleGuidesRoutes = declareRoutes(consoleGuidesNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('guides', 'List guides', GuideSchema, (uses): ResourceList<GuideListFilter, GuideSortField, Guide> => ({
      sortable: GUIDE_SORT,
      defaultSort: 'updatedAt',
      filter: (filter) => ({
        language: optionalEnum(filter.language, LANGUAGES, 'language'),
        topic: optionalEnum(filter.topic, GuideTopics, 'topic'),
        city: optionalEnum(filter.city, Cities, 'city'),
        status: optionalEnum(filter.status, GuideStatuses, 'status'),
      }),
      read: (query) => uses.listGuides.execute(query),
      row: () => (g) => guideJson(g),
    })),
  ),
  route({
    method: 'GET',
    path: '/admin/guides/:id',
    access: ['ADMIN'],
    summary: 'A guide (any status)',
    notFound,
    ok: [{ status: 200, schema: GuideSchema }],
    errors: [404],
    handle: async ({ params }, uses) => {
      const { guide, translationId } = await uses.getGuide.execute(params.id!);
      return guideJson(guide, translationId);
    },
  }),
  route({
    method: 'POST',
    path: '/admin/guides',
    access: ['ADMIN'],
    summary: 'Write a guide (a draft, or published)',
    body: GuideDto,
    bodyRequired: false,
    ok: [{ status: 201, schema: GuideSchema }],
    errors: [409],
    handle: async ({ body, actor }, uses) => {
      const input = guideInput(body);
      return guideJson(await uses.createGuide.execute(actor, input), input.translationOf);
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/guides/:id',
    access: ['ADMIN'],
    summary: 'Edit, publish or withdraw a guide (partial)',
    body: GuideChangesDto,
    bodyRequired: false,
    notFound,
    ok: [{ status: 200, schema: GuideSchema }],
    errors: [404, 409],
    handle: async ({ body, params, actor }, uses) => {
      await uses.updateGuide.execute(actor, params.id!, guideEdit(body));
      const { guide, translationId } = await uses.getGuide.execute(params.id!);
      return guideJson(guide, translationId);
    },
  }),
  route({
    method: 'DELETE',
    path: '/admin/guides/:id',
    access: ['ADMIN'],
    summary: 'Delete a guide',
    notFound,
    ok: [{ status: 200, schema: GuideSchema }],
    errors: [404],
    handle: async ({ params, actor }, uses) => guideJson(await uses.deleteGuide.execute(actor, params.id!)),
  }),
]);
