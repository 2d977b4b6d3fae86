import { it } from 'vitest';
import request from 'supertest';
import { Writable } from 'node:stream';
import { createHttpApp } from '../adapters/http/create-app.js';
import { createPinoLogger } from '../adapters/logging/pino-logger.js';
import { harness } from '../test/support/harness.js';
it('lines', async () => {
  let out = '';
  const w = new Writable({ write(c, _e, d) { out += c; d(); } });
  const h = harness({ fakeMessaging: false });
  const http = request(createHttpApp(h.container, { logger: createPinoLogger({ level: 'debug', destination: w }) }).callback());
  const r = await http.get('/api/v1/leads/9856100000/123456?otp=123456'); console.log('STATUS', r.status, r.headers);
  await http.post('/api/v1/auth/otp-challenge').send({ mobile_no: '9856100000', country_code: '+91', captcha_token: 'x' });
  await http.get('/api/v1/properties/list?city=patna');
  await new Promise((r) => setTimeout(r, 50));
  console.log(out);
});
