import { Counter, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { type MetricsServer, startMetricsServer } from './metricsServer.ts';

let server: MetricsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(registry: Registry, onError: (error: unknown) => void = () => {}) {
  server = await startMetricsServer(registry, { port: 0, host: '127.0.0.1' }, onError);
  return `http://127.0.0.1:${server.port}`;
}

describe('startMetricsServer', () => {
  it('serves the registry in the Prometheus text format on GET /metrics', async () => {
    const registry = new Registry();
    new Counter({ name: 'probe_total', help: 'a probe', registers: [registry] }).inc(3);
    const response = await fetch(`${await serve(registry)}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(await response.text()).toContain('probe_total 3');
  });

  it('answers 404 on any other path and 405 to another method', async () => {
    const base = await serve(new Registry());
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/../healthz`)).status).toBe(404);
    const post = await fetch(`${base}/metrics`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 500 and reports the error when a collector fails', async () => {
    const registry = new Registry();
    new Counter({
      name: 'broken_total',
      help: 'fails',
      registers: [registry],
      collect() {
        throw new Error('collector broke');
      },
    });
    const errors: unknown[] = [];
    const response = await fetch(`${await serve(registry, (error) => errors.push(error))}/metrics`);
    expect(response.status).toBe(500);
    expect(errors).toEqual([expect.objectContaining({ message: 'collector broke' })]);
  });

  it('closes with a scraper keep-alive connection open', async () => {
    const base = await serve(new Registry());
    await fetch(`${base}/metrics`, { keepalive: true });
    await server!.close();
    server = undefined;
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });
});
