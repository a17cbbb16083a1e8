import net from 'node:net';

/**
 * Listens on the port and lets it go again: a port another program holds fails here with the same
 * EADDRINUSE (or EACCES) that listen() would give, before the start touches DATA_DIR.
 * Port 0 (any free port) needs no check.
 */
export function probePort(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
