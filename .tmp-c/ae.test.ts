import { it } from 'vitest';
import request from 'supertest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpApp } from '../adapters/http/create-app.js';
import { harness } from '../test/support/harness.js';
it('ae', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'c-'));
  mkdirSync(join(dist, 'web-public', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'web-public', 'index.html'), 'x'.repeat(3000));
  writeFileSync(join(dist, 'web-public', 'assets', 'a.js'), 'x'.repeat(3000));
  writeFileSync(join(dist, 'web-public', 'app.html'), 'y'.repeat(3000));
  const http = request(createHttpApp(harness({ env: { STATIC_DIR: dist } }).container).callback());
  for (const path of ['/', '/assets/a.js', '/tenant/x']) for (const e of ['*;q=0', 'identity;q=0', 'br;q=0, gzip;q=0', 'gzip;q=0, deflate;q=0, identity;q=0', 'gzip;q=0, *;q=0', 'garbage', ';;;,,,', 'gzip;q=abc', 'gzip;q=-1', '*', 'zstd', 'br', 'x'.repeat(4000)]) {
    console.log('>>', path, e.slice(0, 10));
    const res = await http.get(path).set('Accept-Encoding', e);
    console.log('<<', res.status, res.headers['content-encoding'], res.text?.length);
  }
});
