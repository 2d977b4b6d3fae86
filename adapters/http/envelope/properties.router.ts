import Router from '@koa/router';
import type { Context } from 'koa';
import { ChangePropertyState } from '../../../application/properties/change-property-state.use-case.js';
import { CreateProperty } from '../../../application/properties/create-property.use-case.js';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { ListProperties } from '../../../application/properties/list-properties.use-case.js';
import { ListPropertyPhotos } from '../../../application/properties/list-property-photos.use-case.js';
import { ListRiderWork } from '../../../application/properties/list-rider-work.use-case.js';
import { RequestOwnerConsent } from '../../../application/properties/request-owner-consent.use-case.js';
import { ListWishlist } from '../../../application/properties/list-wishlist.use-case.js';
import { FindSavedListings } from '../../../application/properties/find-saved-listings.use-case.js';
import { SearchProperties } from '../../../application/properties/search-properties.use-case.js';
import { ToggleWishlist } from '../../../application/properties/toggle-wishlist.use-case.js';
import { UpdateProperty } from '../../../application/properties/update-property.use-case.js';
import { seesInFull } from '../../../application/properties/property-access.js';
import { MediaLinks } from '../../storage/media-links.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { DEFAULT_PAGE_SIZE } from '../../../application/shared/list-query.js';
import { PropertyMessages, PropertyNotFoundError } from '../../../domain/properties/properties.errors.js';
import { Cities, PropertyStatuses } from '../../../domain/properties/property-options.js';
import type { Property } from '../../../domain/properties/property.js';
import { currentUser, maybeUser, type guards } from '../auth-middleware.js';
import { ListLeadsDto } from '../leads/leads.dto.js';
import { ok, pageMeta } from '../envelope.js';
import { idempotencyKey } from '../idempotency-key.js';
import { isUuid, objectBody, optionalBoolean, optionalEnum, queryPage } from '../list-params.js';
import { listingDetailsJson, propertyJson, publicPropertyJson, publicSearchAnswer } from '../presenters.js';
import { parseBody } from '../validate-dto.js';
import { parsePropertySearch } from './property-search-params.js';
import { viewVisitorKey } from '../visitor-key.js';
import { AppConfig } from '../../config.js';
import type { Resolved } from '../../typed-binding.js';

export const propertiesNeeds = {
  clock: Clock,
  mediaLinks: MediaLinks,
  listWishlist: ListWishlist,
  findSavedListings: FindSavedListings,
  searchProperties: SearchProperties,
  listProperties: ListProperties,
  listRiderWork: ListRiderWork,
  requestOwnerConsent: RequestOwnerConsent,
  createProperty: CreateProperty,
  toggleWishlist: ToggleWishlist,
  appConfig: AppConfig,
  getProperty: GetProperty,
  listPropertyPhotos: ListPropertyPhotos,
  updateProperty: UpdateProperty,
  changePropertyState: ChangePropertyState,
};

/** Listings: public search and details, the owner's own listings, states, wishlist. */
export function propertiesRouter(uses: Resolved<typeof propertiesNeeds>, guard: ReturnType<typeof guards>): Router {
  const router = new Router();
  const now = () => uses.clock.now();
  const media = () => uses.mediaLinks;

  const withHearts = async (ctx: Context, items: Property[]) => {
    const user = maybeUser(ctx);
    const saved = user ? await uses.findSavedListings.execute(user, items.map((p) => p.id)) : null;
    return items.map((p) => publicPropertyJson(p, now(), media(), saved ? { wishlisted: saved.has(p.id) } : {}));
  };

  const search = async (ctx: Context, input: Record<string, unknown>) => {
    const query = parsePropertySearch(input);
    const result = await uses.searchProperties.execute(query);
    // Visitors' answers are shared for 30 s; a signed-in answer carries their hearts, so it is never stored,
    // and Vary keeps a stored visitor answer from being reused for a signed-in request (and back).
    ctx.set('Cache-Control', maybeUser(ctx) ? 'private, no-store' : 'public, max-age=30');
    ctx.vary('Authorization');
    const user = maybeUser(ctx);
    const saved = user ? await uses.findSavedListings.execute(user, result.items.map((p) => p.id)) : null;
    // The same answer the server-rendered listing page is seeded with (public-pages/).
    ok(ctx, publicSearchAnswer(result, query, now(), media(), saved));
  };
  // Shareable: GET with the filters in the query string. The spec's list call: POST { limit, page, search, filter }.
  router.get('/properties/list', guard.optionalUser, (ctx) => search(ctx, ctx.query as Record<string, unknown>));
  router.post('/properties/list', guard.optionalUser, (ctx) => {
    const body = objectBody(ctx);
    const filter = body.filter && typeof body.filter === 'object' ? (body.filter as Record<string, unknown>) : {};
    return search(ctx, { ...filter, limit: body.limit, page: body.page, search: body.search, sort: body.sort ?? filter.sort });
  });

  const grid = (scope: 'mine' | 'all') => async (ctx: Context) => {
    const body = await parseBody(ListLeadsDto, ctx.request.body ?? {});
    const limit = body.limit ?? DEFAULT_PAGE_SIZE;
    const page = body.page ?? 1;
    const filter = body.filter ?? {};
    const result = await uses.listProperties.execute(
      currentUser(ctx),
      {
        filter: {
          status: optionalEnum(filter.status, PropertyStatuses, 'status'),
          city: optionalEnum(filter.city, Cities, 'city'),
          verified: optionalBoolean(filter.verified, 'verified'),
        },
        search: body.search,
        sort: { field: 'createdAt', order: 'DESC' },
        offset: (page - 1) * limit,
        limit,
      },
      scope,
    );
    ok(ctx, { data: result.items.map((p) => propertyJson(p, now(), media())), meta: pageMeta(page, limit, result.total) });
  };
  router.post('/properties/list/me', guard.requireUser(), grid('mine'));

  // The rider's landing: listings in their city awaiting a visit, and their own posts for owners.
  router.get('/properties/list/rider', guard.requireUser('RIDER'), async (ctx) => {
    const { limit, page, offset } = queryPage(ctx);
    const rider = currentUser(ctx);
    const search = typeof ctx.query.search === 'string' ? ctx.query.search : undefined;
    const result = await uses.listRiderWork.execute(rider, { search, offset, limit });
    // Listings awaiting a visit: what a visitor sees, with working photo links (the rider is to check them); their own posts in full.
    ok(ctx, {
      data: result.items.map((p) =>
        p.postedById === rider.id
          ? { ...propertyJson(p, now(), media()), posted_by_me: true }
          : { ...publicPropertyJson(p, now(), media()), cover_image_url: media().coverFor(p.coverImageUrl, p.isPublic(now())), posted_by_me: false },
      ),
      meta: pageMeta(page, limit, result.total),
    });
  });

  // A rider asks the owner for consent: the owner gets a 6-digit code by SMS and reads it to the rider.
  router.post('/properties/owner-confirmation', guard.requireUser('RIDER'), async (ctx) => {
    const result = await uses.requestOwnerConsent.execute(currentUser(ctx), objectBody(ctx).owner_mobile_no);
    ok(ctx, { message: result.message });
  });
  router.post('/properties/list/admin', guard.requireAdmin, grid('all'));

  router.post('/properties', guard.requireUserOr(PropertyMessages.loginRequired), async (ctx) => {
    const key = idempotencyKey(ctx);
    const body = objectBody(ctx);
    const property = await uses.createProperty.execute({
      actor: currentUser(ctx),
      ownerId: body.owner_id,
      ownerMobileNo: body.owner_mobile_no,
      ownerFirstName: body.owner_first_name,
      ownerLastName: body.owner_last_name,
      ownerOtp: body.owner_otp,
      details: body,
      submit: body.submit === true,
      idempotencyKey: key,
    });
    ok(ctx, { message: PropertyMessages.created, data: propertyJson(property, now(), media()) }, 201);
  });

  router.get('/properties/wishlist', guard.requireUser(), async (ctx) => {
    const { limit, page, offset } = queryPage(ctx);
    const result = await uses.listWishlist.execute(currentUser(ctx), offset, limit);
    ok(ctx, { data: result.items.map((p) => publicPropertyJson(p, now(), media(), { wishlisted: true })), meta: pageMeta(page, limit, result.total) });
  });

  router.post('/properties/wishlist/toggle', guard.requireUser(), async (ctx) => {
    const result = await uses.toggleWishlist.execute(currentUser(ctx), objectBody(ctx).property_id);
    ok(ctx, { message: result.wishlisted ? 'Added to your wishlist' : 'Removed from your wishlist', data: result });
  });

  const id = (ctx: Context) => {
    if (!isUuid(ctx.params.id!)) throw new PropertyNotFoundError();
    return ctx.params.id!;
  };

  const visitorKey = (ctx: Context) => viewVisitorKey(ctx, uses.appConfig.appSecret);

  router.get('/properties/:id', guard.optionalUser, async (ctx) => {
    const property = await uses.getProperty.execute({
      viewer: maybeUser(ctx),
      propertyId: id(ctx),
      view: ctx.query.view === '1' ? { visitorKey: visitorKey(ctx) } : undefined,
    });
    const images = await uses.listPropertyPhotos.execute(property.id);
    const viewer = maybeUser(ctx);
    const listing = seesInFull(viewer, property)
      ? propertyJson(property, now(), media(), viewer ? { wishlisted: (await uses.findSavedListings.execute(viewer, [property.id])).has(property.id) } : {})
      : (await withHearts(ctx, [property]))[0]!;
    // For a visitor, the same data the server-rendered details page is seeded with (publicDetailsJson, public-pages/).
    ok(ctx, { data: listingDetailsJson(listing, property, images, now(), media()) });
  });

  const update = async (ctx: Context) => {
    const property = await uses.updateProperty.execute({ actor: currentUser(ctx), propertyId: id(ctx), details: objectBody(ctx) });
    ok(ctx, { message: PropertyMessages.updated, data: propertyJson(property, now(), media()) });
  };
  router.put('/properties/:id', guard.requireUser(), update);
  router.patch('/properties/:id', guard.requireUser(), update);

  // Listings are never erased: "delete" archives (an archived home can be relisted).
  router.delete('/properties/:id', guard.requireUser(), async (ctx) => {
    const property = await uses.changePropertyState.execute({ actor: currentUser(ctx), propertyId: id(ctx), action: 'archive' });
    ok(ctx, { message: 'LISTING_ARCHIVED', data: propertyJson(property, now(), media()) });
  });

  router.post('/properties/:id/state', guard.requireUser(), async (ctx) => {
    const body = objectBody(ctx);
    const property = await uses.changePropertyState.execute({ actor: currentUser(ctx), propertyId: id(ctx), action: body.action, reason: body.reason });
    ok(ctx, { message: PropertyMessages.updated, data: propertyJson(property, now(), media()) });
  });

  return router;
}
