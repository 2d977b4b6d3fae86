import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../application/shared/ports/logger.port.js';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { rateLimitedLog } from '../../adapters/logging/rate-limited-log.js';
import { propertyForm } from '../mothers/property.mother.js';
import { useTestApp } from '../support/test-app.js';

type Line = { level: string; message: string; fields?: Record<string, unknown> };
const memoryLogger = (lines: Line[]): Logger =>
  Object.fromEntries((['debug', 'info', 'warn', 'error'] as const).map((level) => [level, (message: string, fields?: Record<string, unknown>) => lines.push({ level, message, fields })])) as unknown as Logger;

describe('a client that hangs up mid-upload is routine, not an error', () => {
  const app = useTestApp('pglite');
  const lines: Line[] = [];
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer(createHttpApp(app.container, { logger: memoryLogger(lines) }).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Starts a 1 MB photo upload, sends 50 kB of it and drops the connection, as a phone losing signal does. */
  const abortedUpload = (path: string, token: string) =>
    new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=B\r\nContent-Length: 1000000\r\n\r\n` +
            `--B\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'x'.repeat(50_000)}`,
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });

  it('twenty uploads cut off write no error line, and at most ten "client went away" lines a minute', async () => {
    const owner = await app.signedIn('OWNER');
    const draft = await app.http.post('/api/v1/properties').set({ Authorization: `Bearer ${owner.token}` }).send(propertyForm({})).expect(201);
    for (let i = 0; i < 20; i++) await abortedUpload(`/api/v1/properties/${draft.body.data.id}/gallery/bulk`, owner.token);
    await new Promise((r) => setTimeout(r, 300));
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    const gone = lines.filter((line) => line.message === 'client went away');
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.length).toBeLessThanOrEqual(10);
    expect(gone.every((line) => line.level === 'info')).toBe(true);
  });
});

describe('rateLimitedLog', () => {
  it('writes at most N lines a minute, and the next minute says how many it left out', () => {
    const lines: Line[] = [];
    let now = 0;
    const log = rateLimitedLog(memoryLogger(lines), 'info', 'client went away', { perMinute: 3, now: () => now });
    for (let i = 0; i < 7; i++) log({ n: i });
    expect(lines.map((line) => line.fields?.n)).toEqual([0, 1, 2]);
    now = 60_000;
    log({ n: 7 });
    log({ n: 8 });
    expect(lines.slice(3)).toEqual([
      { level: 'info', message: 'client went away', fields: { n: 7, left_out_last_minute: 4 } },
      { level: 'info', message: 'client went away', fields: { n: 8 } },
    ]);
  });
});
