/**
 * Tells an outage or a transient refusal apart from a bug: the database down, restarting, out of
 * connections, a statement or pool timeout, a deadlock or serialization failure (from the driver's own
 * error: pg, pg-pool, MikroORM's DriverException copies the driver's `code`), and likewise a refused, reset
 * or timed-out connection to another service a request needs (the photo store). The HTTP edge answers
 * these 503 with Retry-After instead of 500: trying again shortly is the cure. The cause chain and AggregateError members are followed, since Node
 * reports a refused connection to a host with several addresses as an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown): boolean => {
    if (!e || typeof e !== 'object' || seen.has(e)) return false;
    seen.add(e);
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    return visit(cause) || (Array.isArray(errors) && errors.some(visit));
  };
  return visit(error);
}

const UNAVAILABLE_CODES = new Set([
  // SQLSTATE (class 08, connection exception, is matched by prefix)
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '57P01', // admin_shutdown: the server is stopping or the connection was terminated by an admin
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up or in recovery
  '53300', // too_many_connections
  '40001', // serialization_failure: retrying the same request is the cure
  '40P01', // deadlock_detected: one of the two was rolled back; a retry goes through
  // Node socket errors
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** pg and pg-pool raise these as plain Errors without a code. */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/, // pg-pool: no free connection within connectionTimeoutMillis
  /Connection terminated/, // pg: "Connection terminated unexpectedly", "... due to connection timeout"
  /Client has encountered a connection error and is not queryable/,
  /Query read timeout/,
];
