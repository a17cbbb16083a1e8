import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export type MetricsServer = {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  close(): Promise<void>;
};

/**
 * GET /metrics on a port of its own (METRICS_PORT), apart from the public one: the endpoint needs no
 * authentication because only the cluster network reaches it (docs/decisions/metrics.md). Plain
 * node:http: one route, none of the portal's hooks, and a scrape never counts as a portal request.
 */
export async function startMetricsServer(
  registry: Registry,
  { port, host }: { port: number; host: string },
  onError: (error: unknown) => void,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: try /metrics\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n');
      },
    );
  });
  // A scraper keeps its connection alive between scrapes; shutdown must not wait for it.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
