import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local S3 stand-in on 127.0.0.1 that behaves like S3 where the adapter depends on it: it checks the
 * SigV4 signature with the secret (403 SignatureDoesNotMatch otherwise) and the signed payload hash
 * (400 otherwise), refuses a PUT that asks for an ACL like a bucket with ACLs disabled (the default for new
 * AWS buckets: 400 AccessControlListNotSupported), stores objects by path, answers GETs with their length
 * and 404 for missing ones, and can be told to fail with 500.
 */
export interface S3Request {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface S3StandIn {
  endpoint: string;
  requests: S3Request[];
  objects: Map<string, { body: Buffer; contentType: string; cacheControl: string }>;
  /** When set, every request is answered with this status. */
  failWith: number | null;
  close(): Promise<void>;
}

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** The signature AWS would compute for this request (Signature Version 4, header form, no query string). */
export function expectedSignature(req: S3Request, secretAccessKey: string): string | null {
  const match = AUTHORIZATION.exec(String(req.headers.authorization ?? ''));
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!match) return null;
  const [, , date, region, signedHeaders] = match as unknown as [string, string, string, string, string];
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [req.method, req.url, '', canonicalHeaders, signedHeaders, String(req.headers['x-amz-content-sha256'])].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, `${date}/${region}/s3/aws4_request`, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = ['aws4_request'].reduce((key, part) => hmac(key, part), hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'));
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

export async function startS3StandIn(secretAccessKey: string): Promise<S3StandIn> {
  const standIn = { requests: [], objects: new Map(), failWith: null } as unknown as S3StandIn;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: S3Request = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
      standIn.requests.push(request);
      const answer = (status: number, body: Buffer | string = '', headers: Record<string, string> = {}) => {
        res.writeHead(status, headers);
        res.end(body);
      };
      if (standIn.failWith) return answer(standIn.failWith, '<Error><Code>InternalError</Code></Error>');
      const signature = /Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''))?.[1];
      if (!signature || signature !== expectedSignature(request, secretAccessKey)) return answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
      if (req.headers['x-amz-content-sha256'] !== sha256Hex(request.body)) return answer(400, '<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
      const stored = standIn.objects.get(request.url);
      if (req.method === 'PUT' && (req.headers['x-amz-acl'] || Object.keys(req.headers).some((name) => name.startsWith('x-amz-grant-')))) {
        return answer(400, '<Error><Code>AccessControlListNotSupported</Code></Error>');
      }
      if (req.method === 'PUT') {
        standIn.objects.set(request.url, { body: request.body, contentType: String(req.headers['content-type']), cacheControl: String(req.headers['cache-control']) });
        return answer(200);
      }
      if (req.method === 'GET') {
        return stored ? answer(200, stored.body, { 'content-type': stored.contentType, 'content-length': String(stored.body.length) }) : answer(404, '<Error><Code>NoSuchKey</Code></Error>');
      }
      if (req.method === 'DELETE') {
        standIn.objects.delete(request.url);
        return answer(204);
      }
      return answer(405);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
