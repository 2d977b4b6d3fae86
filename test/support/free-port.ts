import { createServer } from 'node:net';

/** Listens on `port` (0: the OS picks one) and closes again: the port it got, or null when that one is taken. */
function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(null) : reject(error)));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A TCP port nobody listens on right now, for starting the product beside others: the OS picks it, or with
 * TEST_PORTS=<from>-<to> (several people testing on one machine, each in their own range) a free one in that range.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORTS ?? '');
  if (!range) return (await tryPort(0))!;
  const [from, to] = [Number(range[1]), Number(range[2])];
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await tryPort(from + Math.floor(Math.random() * (to - from + 1)));
    if (port !== null) return port;
  }
  throw new Error(`no free port in TEST_PORTS=${process.env.TEST_PORTS}`);
}
