import type { GetTenancy } from '../../../application/tenancies/get-tenancy.use-case.js';
import { TenancyNotFoundError } from '../../../domain/tenancies/tenancies.errors.js';
import type { User } from '../../../domain/users/user.js';
import { EnvelopeOf, TenancyDetailSchema } from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import type { Dto, RouteDeclaration } from '../shared/route.js';
import { tenancyDetailJson } from './tenancy.presenter.js';

/** A tenancy that is not there, or not the caller's (its parties and an admin see it; anyone else is answered 404). */
export const tenancyNotFound = () => new TenancyNotFoundError();

/** The tenancy's page again after a move: the first `limit` of its payments (10 for a party, the console's 100). */
export const tenancyPage = async (uses: { getTenancy: GetTenancy }, actor: User, id: string, limit = 10) =>
  tenancyDetailJson(await uses.getTenancy.execute({ user: actor, tenancyId: id, offset: 0, limit }), { page: 1, limit });

/**
 * A party's move on the tenancy `:id` (signed in; a body, when it takes one, may be left out): `run` makes the move
 * from the use case's input every move starts with (the caller as `user`, the `tenancyId`) and the body, and the
 * answer is the tenancy's page again, with `message` when it has one.
 */
export function tenancyMove<U extends { getTenancy: GetTenancy }, B = undefined>(move: {
  method?: 'POST' | 'PUT' | 'PATCH';
  path: string;
  summary: string;
  body?: Dto<B>;
  errors: number[];
  message?: string;
  run(request: { input: { user: User; tenancyId: string }; body: B }, uses: U): Promise<unknown>;
}): RouteDeclaration<U, B, undefined, 'signed-in'> {
  return {
    method: move.method ?? 'POST',
    path: move.path,
    access: 'signed-in',
    summary: move.summary,
    ...(move.body ? { body: move.body, bodyRequired: false } : {}),
    notFound: tenancyNotFound,
    ok: [{ status: 200, schema: EnvelopeOf(TenancyDetailSchema) }],
    errors: move.errors,
    handle: async ({ body, params, actor }, uses) => {
      await move.run({ input: { user: actor, tenancyId: params.id! }, body }, uses);
      return envelope({ message: move.message, data: await tenancyPage(uses, actor, params.id!) });
    },
  };
}
