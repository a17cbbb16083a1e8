import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killIfRunning, removeTempDirs, type ServerProcess, startServer, tempDir } from './serverProcess.ts';

const PORT = '8261';
const METRICS_PORT = '8262';

/** PORT has no metrics route: /metrics there is a web-app path like any other (503 without a built web app). */
async function expectNoMetricsOnPort() {
  const response = await fetch(`http://127.0.0.1:${PORT}/metrics`);
  expect(response.status).not.toBe(200);
  expect(await response.text()).not.toContain('# HELP');
}

describe('metrics on METRICS_PORT', () => {
  let server: ServerProcess | undefined;
  afterEach(() => killIfRunning(server));
  afterAll(removeTempDirs);

  it('serves /metrics on METRICS_PORT only, never on PORT, and closes it on shutdown', async () => {
    server = startServer({ DATA_DIR: path.join(tempDir('metrics'), 'data'), PORT, METRICS_PORT });
    await server.waitForLog(/^portal ready/);
    expect(server.logs().find((line) => line.msg?.startsWith('portal ready'))?.metricsPort).toBe(
      Number(METRICS_PORT),
    );

    const probe = await fetch(`http://127.0.0.1:${PORT}/healthz`, { headers: { 'x-request-id': 'probe-1' } });
    expect(probe.status).toBe(200);
    const api = await fetch(`http://127.0.0.1:${PORT}/api/v1/config`, {
      headers: { 'x-request-id': 'api-1' },
    });
    expect(api.status).toBe(200);
    await expectNoMetricsOnPort();

    const scrape = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{method="GET",route="\/healthz",status_class="2xx"\} 1$/m,
    );
    expect(text).toMatch(/^portal_jobs_queued\{queue="builds"\} 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^portal_db_pglite_pending_statements /m);
    // The portal's routes are not on the metrics port.
    expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/healthz`)).status).toBe(404);

    server.child.kill('SIGTERM');
    expect(await server.exited()).toEqual({ code: 0, signal: null });
    await expect(fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).rejects.toThrow();
    // At the default info level the API request has its line (flushed at the stop), the probe only its count.
    const answered = server.logs().filter((line) => line.msg === 'request completed');
    expect(answered.map((line) => line.reqId)).toContain('api-1');
    expect(answered.map((line) => line.reqId)).not.toContain('probe-1');
  });

  it('has no metrics endpoint when METRICS_PORT is unset', async () => {
    server = startServer({ DATA_DIR: path.join(tempDir('metrics'), 'data'), PORT });
    await server.waitForLog(/^portal ready/);
    await expectNoMetricsOnPort();
    await expect(fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).rejects.toThrow();
    server.child.kill('SIGTERM');
    expect(await server.exited()).toEqual({ code: 0, signal: null });
  });

  it('refuses to start when METRICS_PORT is taken, naming METRICS_PORT', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(Number(METRICS_PORT), '127.0.0.1', resolve));
    try {
      server = startServer({ DATA_DIR: path.join(tempDir('metrics'), 'data'), PORT, METRICS_PORT });
      expect((await server.exited()).code).toBe(1);
      expect(server.stderr()).toContain(`METRICS_PORT ${METRICS_PORT} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
  });
});
