import { Type } from '@sinclair/typebox';
import type { Context } from 'koa';
import { ChangePropertyState, type PropertyAction } from '../../../application/properties/change-property-state.use-case.js';
import { CreateProperty } from '../../../application/properties/create-property.use-case.js';
import { FindSavedListings } from '../../../application/properties/find-saved-listings.use-case.js';
import { GetProperty } from '../../../application/properties/get-property.use-case.js';
import { ListProperties } from '../../../application/properties/list-properties.use-case.js';
import { ListPropertyPhotos } from '../../../application/properties/list-property-photos.use-case.js';
import { ListRiderWork } from '../../../application/properties/list-rider-work.use-case.js';
import { ListWishlist } from '../../../application/properties/list-wishlist.use-case.js';
import type { PropertyListFilter, PropertySortField } from '../../../application/properties/ports/property.repository.port.js';
import { seesInFull } from '../../../application/properties/property-access.js';
import { RequestOwnerConsent } from '../../../application/properties/request-owner-consent.use-case.js';
import { SearchProperties } from '../../../application/properties/search-properties.use-case.js';
import { ToggleWishlist } from '../../../application/properties/toggle-wishlist.use-case.js';
import { UpdateProperty } from '../../../application/properties/update-property.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { PropertyMessages, PropertyNotFoundError } from '../../../domain/properties/properties.errors.js';
import { Cities, PropertyStatuses } from '../../../domain/properties/property-options.js';
import type { Property } from '../../../domain/properties/property.js';
import type { User } from '../../../domain/users/user.js';
import { AppConfig } from '../../config.js';
import { MediaLinks } from '../../storage/media-links.js';
import type { Resolved } from '../../typed-binding.js';
import { messageCode } from '../contract/wire/common.js';
import {
  EnvelopeOf,
  ListingDetailsSchema,
  PagedEnvelopeOf,
  PropertyListingDetailsSchema,
  PropertyListingSchema,
  PublicListingSchema,
  RiderListingSchema,
  SearchMetaSchema,
  WishlistToggleSchema,
} from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { isUuid, optionalBoolean, optionalEnum } from '../list-params.js';
import { envelopePage } from '../shared/paging.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { codeText, textOrNone } from '../dto/wire-values.js';
import { viewVisitorKey } from '../visitor-key.js';
import {
  ConsolePropertyUpdateDto,
  CreatePropertyDto,
  ListPropertiesDto,
  OwnerConfirmationDto,
  PropertyFormDto,
  PropertySearchBodyDto,
  PropertySearchQueryDto,
  PropertyStateDto,
  PropertyViewQueryDto,
  RiderWorkQueryDto,
  WishlistQueryDto,
  WishlistToggleDto,
} from './properties.dto.js';
import { imageJson, listingDetailsJson, propertyJson, publicPropertyJson, publicSearchAnswer } from './property.presenter.js';
import { flattenSearchBody, parsePropertySearch } from './property-search-params.js';

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

type Uses = Resolved<typeof propertiesNeeds>;

/** `{ success: true, message }` with no data (owner-confirmation). */
const MessageOnlySchema = Type.Object({ success: Type.Literal(true), ...messageCode, message: Type.String() });

const notFound = () => new PropertyNotFoundError();

/**
 * The public search, from the query string or the list body (flattened to the query string's names). Visitors'
 * answers are shared for 30 s; a signed-in answer carries their hearts, so it is never stored, and Vary keeps a
 * stored visitor answer from being reused for a signed-in request (and back).
 */
async function search(input: Record<string, unknown>, actor: User | null, ctx: Context, uses: Uses) {
  const query = parsePropertySearch(input);
  const result = await uses.searchProperties.execute(query);
  ctx.set('Cache-Control', actor ? 'private, no-store' : 'public, max-age=30');
  ctx.vary('Authorization');
  const saved = actor ? await uses.findSavedListings.execute(actor, result.items.map((p) => p.id)) : null;
  // The same answer the server-rendered listing page is seeded with (public-pages/).
  return envelope(publicSearchAnswer(result, query, uses.clock.now(), uses.mediaLinks, saved));
}

/** The spec's paged listing grid: the caller's own listings ('mine') or every listing (admins). */
function grid({ body, actor }: { body: ListPropertiesDto; actor: User }, uses: Uses, scope: 'mine' | 'all') {
  const filter = body.filter ?? {};
  const read = (offset: number, limit: number) =>
    uses.listProperties.execute(
      actor,
      {
        filter: {
          status: optionalEnum(filter.status, PropertyStatuses, 'status'),
          city: optionalEnum(filter.city, Cities, 'city'),
          verified: optionalBoolean(filter.verified, 'verified'),
        },
        search: body.search,
        sort: { field: 'createdAt', order: 'DESC' },
        offset,
        limit,
      },
      scope,
    );
  return envelopePage(body, read, () => {
    const now = uses.clock.now();
    return (p) => propertyJson(p, now, uses.mediaLinks);
  });
}

/** Listings: public search and details, the owner's own listings, states, wishlist. A literal path before `/properties/:id`. */
export const propertiesRoutes = declareRoutes(propertiesNeeds, { tag: 'Properties', dialect: 'envelope' }, (route) => [
  // Shareable: GET with the filters in the query string. The spec's list call: POST { limit, page, search, filter }.
  route({
    method: 'GET',
    path: '/properties/list',
    access: 'public',
    signIn: 'optional',
    summary: 'Search live listings (shareable query string)',
    query: PropertySearchQueryDto,
    ok: [{ status: 200, schema: PagedEnvelopeOf(PublicListingSchema, SearchMetaSchema) }],
    errors: [400, 401],
    handle: ({ query, actor, ctx }, uses) => search({ ...query }, actor, ctx, uses),
  }),
  route({
    method: 'POST',
    path: '/properties/list',
    access: 'public',
    signIn: 'optional',
    summary: "Search live listings (the spec's list body)",
    body: PropertySearchBodyDto,
    ok: [{ status: 200, schema: PagedEnvelopeOf(PublicListingSchema, SearchMetaSchema) }],
    errors: [401],
    handle: ({ body, actor, ctx }, uses) => search(flattenSearchBody(body), actor, ctx, uses),
  }),
  route({
    method: 'POST',
    path: '/properties/list/me',
    access: 'signed-in',
    summary: 'My listings',
    body: ListPropertiesDto,
    bodyRequired: false,
    ok: [{ status: 200, schema: PagedEnvelopeOf(PropertyListingSchema) }],
    handle: (request, uses) => grid(request, uses, 'mine'),
  }),
  // The rider's landing: listings in their city awaiting a visit, and their own posts for owners.
  route({
    method: 'GET',
    path: '/properties/list/rider',
    access: ['RIDER'],
    summary: "A rider's work: listings in their city awaiting a visit, and their own posts",
    query: RiderWorkQueryDto,
    ok: [{ status: 200, schema: PagedEnvelopeOf(RiderListingSchema) }],
    errors: [400],
    handle: ({ query, actor }, uses) =>
      envelopePage(query, (offset, limit) => uses.listRiderWork.execute(actor, { search: query.search, offset, limit }), () => {
        const now = uses.clock.now();
        const media = uses.mediaLinks;
        // Listings awaiting a visit: what a visitor sees, with working photo links (the rider is to check them); their own posts in full.
        return (p) =>
          p.postedById === actor.id
            ? { ...propertyJson(p, now, media), posted_by_me: true }
            : { ...publicPropertyJson(p, now, media), cover_image_url: media.coverFor(p.coverImageUrl, p.isPublic(now)), posted_by_me: false };
      }),
  }),
  // A rider asks the owner for consent: the owner gets a 6-digit code by SMS and reads it to the rider.
  route({
    method: 'POST',
    path: '/properties/owner-confirmation',
    access: ['RIDER'],
    summary: "Send the owner a code to confirm a rider's post",
    body: OwnerConfirmationDto,
    ok: [{ status: 200, schema: MessageOnlySchema }],
    errors: [429, 502],
    handle: async ({ body, actor }, uses) => envelope({ message: (await uses.requestOwnerConsent.execute(actor, body.owner_mobile_no)).message }),
  }),
  route({
    method: 'POST',
    path: '/properties/list/admin',
    access: ['ADMIN'],
    summary: 'Every listing (admin)',
    body: ListPropertiesDto,
    bodyRequired: false,
    ok: [{ status: 200, schema: PagedEnvelopeOf(PropertyListingSchema) }],
    handle: (request, uses) => grid(request, uses, 'all'),
  }),
  route({
    method: 'POST',
    path: '/properties',
    access: 'signed-in',
    noTokenMessage: PropertyMessages.loginRequired,
    summary: 'Create a listing (draft, or submitted with `submit: true`)',
    body: CreatePropertyDto,
    idempotencyKey: true,
    ok: [{ status: 201, schema: EnvelopeOf(PropertyListingSchema) }],
    errors: [403, 404, 409, 429],
    handle: async ({ body, actor, idempotencyKey }, uses) => {
      const property = await uses.createProperty.execute({
        actor,
        ownerId: textOrNone(body.owner_id),
        ownerMobileNo: body.owner_mobile_no,
        ownerFirstName: textOrNone(body.owner_first_name),
        ownerLastName: textOrNone(body.owner_last_name),
        ownerOtp: codeText(body.owner_otp),
        details: { ...body },
        submit: body.submit === true,
        idempotencyKey,
      });
      return envelope({ message: PropertyMessages.created, data: propertyJson(property, uses.clock.now(), uses.mediaLinks) });
    },
  }),
  route({
    method: 'GET',
    path: '/properties/wishlist',
    access: 'signed-in',
    summary: 'My saved listings, newest first',
    query: WishlistQueryDto,
    ok: [{ status: 200, schema: PagedEnvelopeOf(PublicListingSchema) }],
    errors: [400],
    handle: ({ query, actor }, uses) =>
      envelopePage(query, (offset, limit) => uses.listWishlist.execute(actor, offset, limit), () => {
        const now = uses.clock.now();
        return (p) => publicPropertyJson(p, now, uses.mediaLinks, { wishlisted: true });
      }),
  }),
  route({
    method: 'POST',
    path: '/properties/wishlist/toggle',
    access: 'signed-in',
    summary: 'Save or unsave a listing',
    body: WishlistToggleDto,
    ok: [{ status: 200, schema: EnvelopeOf(WishlistToggleSchema) }],
    errors: [404],
    handle: async ({ body, actor }, uses) => {
      const result = await uses.toggleWishlist.execute(actor, body.property_id);
      return envelope({ message: result.wishlisted ? 'Added to your wishlist' : 'Removed from your wishlist', data: result });
    },
  }),
  route({
    method: 'GET',
    path: '/properties/:id',
    access: 'public',
    signIn: 'optional',
    summary: 'A listing with its photos (the whole listing for its owner, admins and its rider; the public shape for others)',
    description: '409: the listing is under review (reported by three people) and hidden from everyone but its owner and admins until an admin reviews it.',
    query: PropertyViewQueryDto,
    notFound,
    ok: [{ status: 200, schema: EnvelopeOf(ListingDetailsSchema) }],
    errors: [401, 404, 409],
    handle: async ({ params, query, actor: viewer, ctx }, uses) => {
      const property = await uses.getProperty.execute({
        viewer,
        propertyId: params.id!,
        view: query.view === '1' ? { visitorKey: viewVisitorKey(ctx, uses.appConfig.appSecret) } : undefined,
      });
      const images = await uses.listPropertyPhotos.execute(property.id);
      const now = uses.clock.now();
      const media = uses.mediaLinks;
      const saved = viewer ? await uses.findSavedListings.execute(viewer, [property.id]) : null;
      const hearts = saved ? { wishlisted: saved.has(property.id) } : {};
      const listing = seesInFull(viewer, property) ? propertyJson(property, now, media, hearts) : publicPropertyJson(property, now, media, hearts);
      // For a visitor, the same data the server-rendered details page is seeded with (publicDetailsJson, public-pages/).
      return envelope({ data: listingDetailsJson(listing, property, images, now, media) });
    },
  }),
  ...(['PUT', 'PATCH'] as const).map((method) =>
    route({
      method,
      path: '/properties/:id',
      access: 'signed-in',
      summary: method === 'PUT' ? 'Save the form (owner, admin, posting rider)' : 'Save some fields (owner, admin, posting rider)',
      body: PropertyFormDto,
      notFound,
      ok: [{ status: 200, schema: EnvelopeOf(PropertyListingSchema) }],
      errors: [403, 404, 409],
      handle: async ({ params, body, actor }, uses) => {
        const property = await uses.updateProperty.execute({ actor, propertyId: params.id!, details: { ...body } });
        return envelope({ message: PropertyMessages.updated, data: propertyJson(property, uses.clock.now(), uses.mediaLinks) });
      },
    }),
  ),
  // Listings are never erased: "delete" archives (an archived home can be relisted).
  route({
    method: 'DELETE',
    path: '/properties/:id',
    access: 'signed-in',
    summary: 'Archive a listing (never erased)',
    notFound,
    ok: [{ status: 200, schema: EnvelopeOf(PropertyListingSchema) }],
    errors: [403, 404, 409],
    handle: async ({ params, actor }, uses) => {
      const property = await uses.changePropertyState.execute({ actor, propertyId: params.id!, action: 'archive' });
      return envelope({ message: 'LISTING_ARCHIVED', data: propertyJson(property, uses.clock.now(), uses.mediaLinks) });
    },
  }),
  route({
    method: 'POST',
    path: '/properties/:id/state',
    access: 'signed-in',
    summary: "Move a listing's state (submit, approve, reject, verify, ...)",
    body: PropertyStateDto,
    notFound,
    ok: [{ status: 200, schema: EnvelopeOf(PropertyListingSchema) }],
    errors: [403, 404, 409],
    handle: async ({ params, body, actor }, uses) => {
      const property = await uses.changePropertyState.execute({ actor, propertyId: params.id!, action: body.action, reason: textOrNone(body.reason) });
      return envelope({ message: PropertyMessages.updated, data: propertyJson(property, uses.clock.now(), uses.mediaLinks) });
    },
  }),
]);

const SORTABLE: Record<string, PropertySortField> = { created_at: 'createdAt', updated_at: 'updatedAt', rent: 'rent', status: 'status' };

export const consolePropertiesNeeds = {
  listProperties: ListProperties,
  getProperty: GetProperty,
  listPropertyPhotos: ListPropertyPhotos,
  createProperty: CreateProperty,
  updateProperty: UpdateProperty,
  changePropertyState: ChangePropertyState,
  clock: Clock,
  mediaLinks: MediaLinks,
};

/** The console's Properties grid (`post-property`, ra-data-simple-rest) over the same use cases as the public API. Admin only. */
export const consolePropertiesRoutes = declareRoutes(consolePropertiesNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('post-property', 'List listings', PropertyListingSchema, (uses, actor): ResourceList<Omit<PropertyListFilter, 'now'>, PropertySortField, Property> => ({
      sortable: SORTABLE,
      defaultSort: 'createdAt',
      filter: (f) => ({
        ownerId: typeof f.owner_id === 'string' && isUuid(f.owner_id) ? f.owner_id : undefined,
        status: optionalEnum(f.status, PropertyStatuses, 'status'),
        city: optionalEnum(f.city, Cities, 'city'),
        verified: f.verified === true || f.verified === 'true' ? true : f.verified === false || f.verified === 'false' ? false : undefined,
      }),
      read: (query) => uses.listProperties.execute(actor, query, 'all'),
      row: () => {
        const now = uses.clock.now();
        return (p) => propertyJson(p, now, uses.mediaLinks);
      },
    })),
  ),
  route({
    method: 'GET',
    path: '/admin/post-property/:id',
    access: ['ADMIN'],
    summary: 'A listing with its photos',
    notFound,
    ok: [{ status: 200, schema: PropertyListingDetailsSchema }],
    errors: [404],
    handle: async ({ params, actor }, uses) => {
      const property = await uses.getProperty.execute({ viewer: actor, propertyId: params.id! });
      const images = await uses.listPropertyPhotos.execute(property.id);
      const now = uses.clock.now();
      return { ...propertyJson(property, now, uses.mediaLinks), images: images.map((i) => imageJson(i, uses.mediaLinks, property.isPublic(now))) };
    },
  }),
  route({
    method: 'POST',
    path: '/admin/post-property',
    access: ['ADMIN'],
    summary: 'Create a listing for an owner',
    body: CreatePropertyDto,
    ok: [{ status: 201, schema: PropertyListingSchema }],
    errors: [403, 404, 409],
    handle: async ({ body, actor }, uses) => {
      const property = await uses.createProperty.execute({ actor, ownerId: textOrNone(body.owner_id), details: { ...body }, submit: body.submit === true });
      return propertyJson(property, uses.clock.now(), uses.mediaLinks);
    },
  }),
  // The form saves the details; `{ action, reason }` moves the state (approve, reject, verify, ...).
  route({
    method: 'PUT',
    path: '/admin/post-property/:id',
    access: ['ADMIN'],
    summary: 'Save the form, or move the state with `{ action, reason }`',
    body: ConsolePropertyUpdateDto,
    notFound,
    ok: [{ status: 200, schema: PropertyListingSchema }],
    errors: [404, 409],
    handle: async ({ params, body, actor }, uses) => {
      const property =
        typeof body.action === 'string'
          ? await uses.changePropertyState.execute({ actor, propertyId: params.id!, action: body.action as PropertyAction, reason: textOrNone(body.reason) })
          : await uses.updateProperty.execute({ actor, propertyId: params.id!, details: { ...body } });
      return propertyJson(property, uses.clock.now(), uses.mediaLinks);
    },
  }),
  route({
    method: 'DELETE',
    path: '/admin/post-property/:id',
    access: ['ADMIN'],
    summary: 'Archive a listing',
    notFound,
    ok: [{ status: 200, schema: PropertyListingSchema }],
    errors: [404, 409],
    handle: async ({ params, actor }, uses) =>
      propertyJson(await uses.changePropertyState.execute({ actor, propertyId: params.id!, action: 'archive' }), uses.clock.now(), uses.mediaLinks),
  }),
]);
