import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmtpMailSender } from '../../adapters/mail/smtp-mail-sender.js';
import { startSmtpStandIn, type SmtpStandIn } from './stand-in-servers.js';

/** Splits a received message into its headers and its body, decoding a quoted-printable or base64 body. */
function parseMessage(raw: string): { headers: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  let body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') {
    body = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

describe('SmtpMailSender against a local stand-in SMTP server', () => {
  let smtp: SmtpStandIn;

  beforeEach(async () => {
    smtp = await startSmtpStandIn();
  });

  afterEach(async () => {
    await smtp.close();
  });

  const resetLink = 'http://127.0.0.1:8080/admin/reset-password?token=Zk3tQ9xV_w-2mR8pL5nB7cY4hJ6dA1sE0uI';
  const message = {
    to: 'priya.admin@example.in',
    subject: 'Reset your admin password',
    text: `Hello Priya,\n\nOpen this link within 30 minutes to choose a new one:\n${resetLink}\n\nThe link works once.`,
  };

  it('delivers the message with the configured sender and the recipient in the envelope', async () => {
    await new SmtpMailSender({ url: smtp.url, from: 'no-reply@rentals.example.in' }).send(message);

    const delivered = smtp.sessions.filter((session) => session.data !== null);
    expect(delivered).toHaveLength(1);
    const [session] = delivered;
    expect(session!.ehlo).toMatch(/^(EHLO|HELO) /);
    expect(session!.mailFrom).toBe('no-reply@rentals.example.in');
    expect(session!.rcptTo).toEqual(['priya.admin@example.in']);

    const { headers, body } = parseMessage(session!.data!);
    expect(headers).toMatch(/^Subject: Reset your admin password$/m);
    expect(headers).toMatch(/^From: no-reply@rentals\.example\.in$/m);
    expect(headers).toMatch(/^To: priya\.admin@example\.in$/m);
    expect(body).toContain(resetLink);
    expect(body).toContain('Open this link within 30 minutes');
  });

  it('rejects when the server refuses the recipient with 550', async () => {
    smtp.rcptReply = '550 5.1.1 No such user here';

    await expect(new SmtpMailSender({ url: smtp.url, from: 'no-reply@rentals.example.in' }).send(message)).rejects.toThrow(/550/);
    expect(smtp.sessions.some((session) => session.data !== null)).toBe(false);
  });
});

describe('SmtpMailSender against a mail server that stalls', () => {
  it('gives up within its own 10 s greeting timeout (nodemailer alone waits 30 s), well inside a mail job\'s run limit', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket)); // accepts, never says "220"
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const began = Date.now();
      await expect(
        new SmtpMailSender({ url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, from: 'no-reply@rentals.example.in' }).send({ to: 'a@example.in', subject: 's', text: 't' }),
      ).rejects.toThrow(/greeting/i);
      expect(Date.now() - began).toBeGreaterThanOrEqual(9_000);
      expect(Date.now() - began).toBeLessThan(15_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 30_000);
});
