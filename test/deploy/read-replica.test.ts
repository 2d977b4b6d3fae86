import { spawnSync, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openReadReplica } from '../../adapters/persistence/mikro-orm/orm.js';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { SessionIssuer } from '../../application/auth/issue-session.js';
import { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { freePort } from '../support/free-port.js';
import { harness } from '../support/harness.js';

/**
 * Public reads on a hot standby (DATABASE_READ_URL): a throw-away primary and a streaming standby made from it by
 * pg_basebackup (Debian's PostgreSQL binaries, as the `postgres` user when the tests run as root), the app from the
 * real composition root on both. The standby's replay is paused to make it lag on purpose.
 */
const BIN = (() => {
  try {
    return execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
})();

describe.runIf(process.env.DATABASE_URL && BIN)('public reads on a hot standby', () => {
  const root = mkdtempSync(join(tmpdir(), 'gharsetu-replica-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', '-u', 'postgres', '--', join(BIN, tool), ...args] : [join(BIN, tool), ...args];
    const result = spawnSync(command[0]!, command.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const sqlOn = (port: number, sql: string) => run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'app', '-qAtc', sql]).trim();
  let primaryPort = 0;
  let standbyPort = 0;
  let orm: MikroORM;
  let replica: MikroORM;
  let h: ReturnType<typeof harness>;
  let http: ReturnType<typeof request>;
  let tenantToken = '';
  let ownerId = '';

  beforeAll(async () => {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(root, uid, gid);
    }
    primaryPort = await freePort();
    standbyPort = await freePort();
    run('initdb', ['-D', join(root, 'primary'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    appendFileSync(join(root, 'primary', 'postgresql.conf'), `\nport = ${primaryPort}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${root}'\nfsync = off\nwal_level = replica\n`);
    run('pg_ctl', ['-D', join(root, 'primary'), '-l', join(root, 'primary.log'), '-w', 'start']);
    run('psql', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-qc', 'create database app']);
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', join(root, 'standby'), '-R', '-X', 'stream', '-c', 'fast']);
    appendFileSync(join(root, 'standby', 'postgresql.conf'), `\nport = ${standbyPort}\nhot_standby = on\n`);
    run('pg_ctl', ['-D', join(root, 'standby'), '-l', join(root, 'standby.log'), '-w', 'start']);

    orm = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${primaryPort}/app` });
    replica = await openReadReplica(`postgres://postgres@127.0.0.1:${standbyPort}/app`, { limits: { poolMax: 4, statementTimeoutMs: 5000, poolAcquireTimeoutMs: 1000 } });
    h = harness({ persistence: { kind: 'mikro-orm', orm, replica } });
    http = request(createHttpApp(h.container).callback());
    const users = h.container.get<UserRepository>(UserRepository);
    const owner = UserMother.owner();
    const tenant = UserMother.tenant();
    await users.save(owner);
    await users.save(tenant);
    ownerId = owner.id;
    tenantToken = await h.container.get(SessionIssuer).forUser(tenant, h.clock.now());
    await h.container.get<PropertyRepository>(PropertyRepository).save(PropertyMother.live(ownerId, { title: 'Replayed flat' }));
    // The standby has replayed everything so far.
    for (let tries = 0; sqlOn(standbyPort, 'select count(*) from properties') !== '1'; tries += 1) {
      if (tries > 100) throw new Error('the standby did not replay the first listing');
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 120_000);

  afterAll(async () => {
    await replica?.close(true).catch(() => undefined);
    await orm?.close(true).catch(() => undefined);
    for (const dir of ['standby', 'primary']) {
      try {
        run('pg_ctl', ['-D', join(root, dir), '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
    }
    rmSync(root, { recursive: true, force: true });
  });

  const titles = async (headers: Record<string, string> = {}) => {
    const answer = await http.get('/api/v1/properties/list?city=patna&limit=50').set(headers).expect(200);
    return (answer.body.data as { title: string }[]).map((p) => p.title);
  };

  it('a lagging standby answers people not signed in; the signed-in read the primary and see their own writes at once', async () => {
    sqlOn(standbyPort, 'select pg_wal_replay_pause()');
    const fresh = PropertyMother.live(ownerId, { title: 'Listed while the standby lags' });
    await h.container.get<PropertyRepository>(PropertyRepository).save(fresh);

    // Someone not signed in reads the standby: the new listing is not there yet.
    expect(await titles()).toEqual(['Replayed flat']);
    await http.get(`/api/v1/properties/${fresh.id}`).expect(404);
    // Signed in: the primary, at once.
    const bearer = { authorization: `Bearer ${tenantToken}` };
    expect(await titles(bearer)).toContain('Listed while the standby lags');
    await http.get(`/api/v1/properties/${fresh.id}`).set(bearer).expect(200);
    // A write and the read of it by the same person: the wishlist is the primary's, whatever the standby shows.
    await http.post('/api/v1/properties/wishlist/toggle').set(bearer).send({ property_id: fresh.id }).expect(200);
    const wishlist = await http.get('/api/v1/properties/wishlist').set(bearer).expect(200);
    expect(JSON.stringify(wishlist.body.data)).toContain(fresh.id);

    sqlOn(standbyPort, 'select pg_wal_replay_resume()');
    await expect.poll(titles, { timeout: 20_000 }).toContain('Listed while the standby lags');
  }, 60_000);

  it('with the standby down, the same reads come from the primary without an error', async () => {
    run('pg_ctl', ['-D', join(root, 'standby'), '-m', 'immediate', '-w', 'stop']);
    const after = PropertyMother.live(ownerId, { title: 'Listed with the standby down' });
    await h.container.get<PropertyRepository>(PropertyRepository).save(after);
    for (let i = 0; i < 5; i += 1) expect(await titles()).toContain('Listed with the standby down');
    await http.get(`/api/v1/properties/${after.id}`).expect(200);

    // Started again, it catches up and serves again.
    run('pg_ctl', ['-D', join(root, 'standby'), '-l', join(root, 'standby.log'), '-w', 'start']);
    await expect.poll(() => sqlOn(standbyPort, `select count(*) from properties`), { timeout: 20_000 }).toBe('3');
  }, 60_000);
});
