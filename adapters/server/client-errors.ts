import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { edgeErrorBody } from '../http/error-middleware.js';

/** How long a refused client may go on sending before its connection is cut. */
const DRAIN_MS = 5_000;

/**
 * Requests Node's parser refuses before the app sees them: headers or an address over `maxHeaderSize` (431) and
 * malformed requests (400). Node's own answer destroys the socket while the client is still sending, so the
 * kernel resets the connection and the client (or the load balancer) often never reads the answer. Here the
 * answer is the API's error body with its code, the socket is half-closed after it, and what the client still
 * sends is read and dropped until it closes (or DRAIN_MS), so the 431 arrives.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset or a socket already answering (a timeout mid-response): nothing can be written.
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify(edgeErrorBody(tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST'));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.on('error', () => undefined);
    socket.resume();
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  });
}
