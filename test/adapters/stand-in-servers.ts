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

export async function startHttpStandIn(): Promise<HttpStandIn> {
  const requests: RecordedRequest[] = [];
  const standIn = { requests, reply: { status: 200, body: {} } as HttpReply } as HttpStandIn;
  const server: Server = createServer((req, res: ServerResponse) => {
    // Recorded as soon as the request line and headers arrive, so a client that gives up early still shows.
    const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: '' };
    requests.push(recorded);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      recorded.body = Buffer.concat(chunks).toString('utf8');
      const reply = standIn.reply;
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}/send`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
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
