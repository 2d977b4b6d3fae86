import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** Local stand-ins for outside services. They listen on 127.0.0.1 only, on a port the system picks. */

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The full body once it has arrived (it is answered only then). */
  body: string;
}

/** What the stand-in does with a request: answer it (status and body), or never answer ('hang'). */
export type HttpReply = { status: number; body?: unknown } | 'hang';

export interface HttpStandIn {
  url: string;
  requests: RecordedRequest[];
  /** The reply the next requests get; 200 `{}` until changed. */
  reply: HttpReply;
  close(): Promise<void>;
}

/**
 * An HTTP server that records every request as soon as its request line and headers arrive (so a client that gives up
 * early still shows) and hands it to `answer` once its body has arrived.
 */
async function startRecordingServer(answer: (recorded: RecordedRequest, res: ServerResponse) => void): Promise<{ port: number; requests: RecordedRequest[]; close(): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: '' };
    requests.push(recorded);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      recorded.body = Buffer.concat(chunks).toString('utf8');
      answer(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { port, requests, close };
}

export async function startHttpStandIn(): Promise<HttpStandIn> {
  const standIn = { reply: { status: 200, body: {} } as HttpReply } as HttpStandIn;
  const server = await startRecordingServer((_recorded, res) => {
    const reply = standIn.reply;
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body ?? {}));
  });
  standIn.requests = server.requests;
  standIn.url = `http://127.0.0.1:${server.port}/send`;
  standIn.close = server.close;
  return standIn;
}

export interface SmtpSession {
  ehlo: string | null;
  mailFrom: string | null;
  rcptTo: string[];
  /** The DATA section as received, without the terminating "\r\n.\r\n" and with dot-stuffing removed. */
  data: string | null;
}

export interface SmtpStandIn {
  port: number;
  url: string;
  sessions: SmtpSession[];
  /** Reply code and text for RCPT TO; 250 until changed. */
  rcptReply: string;
  /** When set, the final "250 queued" after DATA waits for it (a mail in flight at the server); counted in `heldDataReplies`. */
  holdDataReply?: Promise<void>;
  heldDataReplies: number;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server: 220 greeting, 250 for EHLO/HELO (no STARTTLS, no extensions), MAIL FROM and
 * RCPT TO, 354 for DATA and 250 once "\r\n.\r\n" arrives, 221 for QUIT, 250 for RSET/NOOP.
 */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const sessions: SmtpSession[] = [];
  const sockets = new Set<Socket>();
  const standIn = { sessions, rcptReply: '250 2.1.5 OK', heldDataReplies: 0 } as SmtpStandIn;

  const server: NetServer = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const session: SmtpSession = { ehlo: null, mailFrom: null, rcptTo: [], data: null };
    sessions.push(session);
    let buffer = '';
    let inData = false;
    const write = (line: string) => socket.write(`${line}\r\n`);

    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          session.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const hold = standIn.holdDataReply;
          if (hold) {
            standIn.heldDataReplies += 1;
            void hold.then(() => write('250 2.0.0 queued'));
          } else {
            write('250 2.0.0 queued');
          }
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          session.ehlo = line;
          write('250 stand-in');
        } else if (verb === 'MAIL') {
          session.mailFrom = /<([^>]*)>/.exec(line)?.[1] ?? null;
          write('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          const reply = standIn.rcptReply;
          if (reply.startsWith('2')) session.rcptTo.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          write(reply);
        } else if (verb === 'DATA') {
          inData = true;
          write('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          write('221 2.0.0 Bye');
          socket.end();
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') {
          write('250 2.0.0 OK');
        } else {
          write('502 5.5.2 Command not implemented');
        }
      }
    });
    write('220 127.0.0.1 ESMTP stand-in');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.port = (server.address() as AddressInfo).port;
  standIn.url = `smtp://127.0.0.1:${standIn.port}/?ignoreTLS=true`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return standIn;
}

export interface VaultTransitStandIn {
  /** VAULT_ADDR. */
  addr: string;
  token: string;
  requests: RecordedRequest[];
  /** `vault write -f transit/keys/<name>/rotate`: a new latest version. */
  rotate(name: string): void;
  /** `vault write transit/keys/<name>/config min_decryption_version=<n>`: older versions no longer decrypt. */
  setMinDecryptionVersion(name: string, version: number): void;
  close(): Promise<void>;
}

/**
 * A stand-in for HashiCorp Vault's transit engine (mounted at /v1/transit) with real AES-256-GCM inside: derived keys
 * (each `context` gives its own key, as `derived=true`), key versions, rotation and min_decryption_version. Answers
 * as Vault does: `{ data: {...} }`, or `{ errors: [...] }` with 400 (bad input) or 403 (a wrong X-Vault-Token).
 */
export async function startVaultTransitStandIn(keyNames: string[] = ['rider-ids']): Promise<VaultTransitStandIn> {
  const { createCipheriv, createDecipheriv, hkdfSync, randomBytes } = await import('node:crypto');
  const token = `hvs.${randomBytes(12).toString('hex')}`;
  const keys = new Map(keyNames.map((name) => [name, { versions: [randomBytes(32)], minDecryption: 1 }]));
  const derive = (root: Buffer, context: Buffer) => Buffer.from(hkdfSync('sha256', root, context, 'transit', 32));
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = await startRecordingServer((recorded, res) => {
    if (recorded.headers['x-vault-token'] !== token) return answer(res, 403, { errors: ['permission denied'] });
    const match = /^\/v1\/transit\/(encrypt|decrypt|keys)\/([^/]+)$/.exec(recorded.url);
    const key = match ? keys.get(decodeURIComponent(match[2]!)) : undefined;
    if (!match || !key) return answer(res, 404, { errors: [] });
    const body = (recorded.body ? JSON.parse(recorded.body) : {}) as Record<string, string>;
    if (match[1] === 'keys' && recorded.method === 'GET') {
      return answer(res, 200, { data: { name: match[2], type: 'aes256-gcm96', derived: true, latest_version: key.versions.length, min_decryption_version: key.minDecryption } });
    }
    if (recorded.method !== 'POST') return answer(res, 405, { errors: [] });
    if (!body.context) return answer(res, 400, { errors: ['missing \'context\' for key derivation; the key was created using a derived key, which means additional, per-request information must be included in order to perform operations with the key'] });
    const context = Buffer.from(body.context, 'base64');
    if (match[1] === 'encrypt') {
      const version = key.versions.length;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', derive(key.versions[version - 1]!, context), iv);
      const sealed = Buffer.concat([iv, cipher.update(Buffer.from(body.plaintext ?? '', 'base64')), cipher.final(), cipher.getAuthTag()]);
      return answer(res, 200, { data: { ciphertext: `vault:v${version}:${sealed.toString('base64')}`, key_version: version } });
    }
    const parsed = /^vault:v(\d+):(.+)$/.exec(body.ciphertext ?? '');
    if (!parsed) return answer(res, 400, { errors: ['invalid ciphertext: no prefix'] });
    const version = Number(parsed[1]);
    if (version < key.minDecryption || version > key.versions.length) return answer(res, 400, { errors: ['cannot decrypt ciphertext: ciphertext version is disallowed by policy (too old)'] });
    try {
      const bytes = Buffer.from(parsed[2]!, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', derive(key.versions[version - 1]!, context), bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
      return answer(res, 200, { data: { plaintext: plain.toString('base64') } });
    } catch {
      return answer(res, 400, { errors: ['cipher: message authentication failed'] });
    }
  });
  return {
    addr: `http://127.0.0.1:${server.port}`,
    token,
    requests: server.requests,
    rotate: (name) => keys.get(name)!.versions.push(randomBytes(32)),
    setMinDecryptionVersion: (name, version) => {
      keys.get(name)!.minDecryption = version;
    },
    close: server.close,
  };
}
