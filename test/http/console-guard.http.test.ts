import { describe, expect, it } from 'vitest';
import type { Layer } from '@koa/router';
import { API_PREFIX, consoleRouters } from '../../adapters/http/create-app.js';
import { IMPLEMENTED_METHODS } from '../../adapters/http/method-guard.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const SOME_ID = '0195e7c4-1f2a-7c3d-9e4f-5a6b7c8d9e0f';

describe.each(databaseKinds())('the console mount: authentication before anything else (%s)', (kind) => {
  const app = useTestApp(kind);

  /** Every console route as mounted (a route added later is walked too), with its parameters filled in. */
  const consolePaths = () => {
    const paths = consoleRouters(app.container).flatMap((router) => router.stack.map((layer: Layer) => layer.path as string));
    return [...new Set(paths.map((path) => `${API_PREFIX}${path.replace(/:[A-Za-z_]+/g, SOME_ID)}`))];
  };
  // Paths no route has, and spellings the router would still match: they must not tell a stranger what exists.
  const odd = ['/admin', '/admin/', '/admin/nothing-here', '/admin/leads/', '/ADMIN/Leads', '/admin//leads', '/admin/%6ceads', `/admin/leads/${SOME_ID}/extra`].map(
    (path) => `${API_PREFIX}${path}`,
  );

  const call = (method: string, path: string, token?: string) => {
    const req = app.http[method.toLowerCase() as 'get'](path);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  it('answers 401 to a signed-out caller on every console path with every method, never 404 or 405', async () => {
    const paths = [...consolePaths(), ...odd];
    expect(paths.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const path of paths) {
      for (const method of IMPLEMENTED_METHODS) {
        const res = await call(method, path);
        if (res.status !== 401) wrong.push(`${method} ${path} -> ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a signed-in tenant (and an owner) on every console path with every method', async () => {
    const tenant = await app.signedIn('TENANT');
    const owner = await app.signedIn('OWNER');
    const wrong: string[] = [];
    for (const path of [...consolePaths(), ...odd]) {
      for (const method of IMPLEMENTED_METHODS) {
        for (const who of [tenant, owner]) {
          const res = await call(method, path, who.token);
          if (res.status !== 403) wrong.push(`${method} ${path} -> ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('DELETE /admin/leads/:id: 401 signed out, 403 for a tenant, and only an admin learns it is not allowed (405)', async () => {
    const path = `${API_PREFIX}/admin/leads/${SOME_ID}`;
    const anonymous = await app.http.delete(path).expect(401);
    expect(anonymous.body.success).toBe(false);
    expect(anonymous.headers.allow).toBeUndefined();
    await app.http.delete(path).set('Authorization', `Bearer ${(await app.signedIn('TENANT')).token}`).expect(403);
    const admin = await app.http.delete(path).set('Authorization', `Bearer ${app.adminToken}`).expect(405);
    expect(admin.headers.allow).toContain('GET');
    await app.http.get(`${API_PREFIX}/admin/nothing-here`).set('Authorization', `Bearer ${app.adminToken}`).expect(404);
  });

  it('keeps sign-in and the forgotten-password flow open to signed-out callers', async () => {
    await app.http.post(`${API_PREFIX}/admin/login`).send({ email: 'nobody@example.com', password: 'Wrong#Pass1' }).expect(401);
    await app.http.post(`${API_PREFIX}/admin/forgot-password`).send({ email: 'nobody@example.com' }).expect(200);
    await app.http.post(`${API_PREFIX}/admin/reset-password`).send({}).expect(400);
    await app.http.get(`${API_PREFIX}/admin/rides`).set('Authorization', `Bearer ${app.adminToken}`).expect(200);
  });
});
