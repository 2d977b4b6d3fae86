import { describe, expect, it } from 'vitest';
import { Roles, type Role } from '../../domain/users/role.js';
import { API_ROUTES } from '../../adapters/http/api-routes.js';
import { accessRoles, type RouteSpec } from '../../adapters/http/contract/routes.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const SOME_ID = '0195e7c4-1f2a-7c3d-9e4f-5a6b7c8d9e0f';

/** The catalogue's path with every :param a syntactically valid UUID. */
const concrete = (route: RouteSpec) => route.path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, SOME_ID);
const guarded = API_ROUTES.filter((route) => route.access !== 'public');

describe.each(databaseKinds())('every non-public route refuses callers it does not name (%s)', (kind) => {
  const app = useTestApp(kind);

  const call = (route: RouteSpec, token?: string) => {
    const req = app.http[route.method.toLowerCase() as 'post'](concrete(route));
    if (token) req.set('Authorization', `Bearer ${token}`);
    return route.method === 'GET' || route.method === 'DELETE' ? req : req.send({});
  };

  it('walks every guarded route of the catalogue (both dialects)', () => {
    expect(guarded.length).toBeGreaterThan(70);
    expect(new Set(guarded.map((r) => r.dialect))).toEqual(new Set(['envelope', 'simple-rest']));
  });

  it('answers 401 to an anonymous caller on every non-public route', async () => {
    const wrong: string[] = [];
    for (const route of guarded) {
      const res = await call(route);
      if (res.status !== 401 || res.body.success !== false) wrong.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a token nobody issued on every non-public route', async () => {
    const wrong: string[] = [];
    for (const route of guarded) {
      const res = await call(route, 'not-a-real-token');
      if (res.status !== 401) wrong.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a signed-in caller of every role the route does not let in', async () => {
    const tokens = Object.fromEntries(await Promise.all(Roles.map(async (role) => [role, (await app.signedIn(role)).token] as const))) as Record<Role, string>;
    const wrong: string[] = [];
    let checked = 0;
    for (const route of guarded) {
      const allowed = accessRoles(route.access);
      for (const role of Roles.filter((r) => !allowed.includes(r))) {
        checked += 1;
        const res = await call(route, tokens[role]);
        if (res.status !== 403 || res.body.success !== false) wrong.push(`${route.method} ${route.path} as ${role} -> ${res.status}`);
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });
});
