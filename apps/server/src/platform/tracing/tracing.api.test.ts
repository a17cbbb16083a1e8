import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture } from '../../../test/logCapture.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { createLogger } from '../logging.ts';

type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
};
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: OtlpSpan['attributes'] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

const attribute = (attributes: OtlpSpan['attributes'], key: string) => {
  const value = attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/** An OTLP/HTTP collector as far as traces go: it keeps every JSON export it is sent. */
async function startCollector() {
  const exports: OtlpExport[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') exports.push(JSON.parse(Buffer.concat(chunks).toString()));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    exports,
    spans: () => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function eventually<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never saw ${what}`);
}

// OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set.
describe('traces sent to an OTLP collector', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let ctx: TestContext;
  let origin: string;
  const { lines, destination } = logCapture();

  beforeAll(async () => {
    collector = await startCollector();
    const env = {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_SERVICE_NAME: 'portal-under-test',
      OTEL_BSP_SCHEDULE_DELAY: '50',
    };
    const logger = createLogger(
      {
        logLevel: 'info',
        otel: { endpoint: collector.endpoint, serviceName: 'x', sampleRatio: 1, batchDelayMs: 50 },
      },
      destination,
    );
    ctx = await createTestApp(env, { logger });
    ctx.jobs.define(
      'test-traced',
      async (payload: { fail: boolean }) => {
        if (payload.fail) throw new Error('the job failed on purpose');
        return {};
      },
      { pollingIntervalSeconds: 0.5, retryLimit: 0 },
    );
    await ctx.jobs.start();
    // Real HTTP, as a caller's traceparent arrives.
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx?.close();
    await collector?.close();
  });

  it('continues the caller trace with a server span named by its route, and its log line names the trace', async () => {
    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const res = await fetch(`${origin}/apphub/v1/catalog`, {
      headers: { traceparent: `00-${traceId}-${parentId}-01`, 'x-request-id': 'traced-1' },
    });
    expect(res.status).toBe(200);

    const server = await eventually(
      () => collector.spans().find((span) => span.traceId === traceId && span.parentSpanId === parentId),
      'the request span',
    );
    expect(server.kind).toBe(2); // SERVER
    expect(attribute(server.attributes, 'http.route')).toBe('/apphub/v1/catalog');
    expect(attribute(server.attributes, 'http.request.method')).toBe('GET');
    expect(attribute(server.attributes, 'http.response.status_code')).toBe(200);
    expect(attribute(server.attributes, 'portal.request_id')).toBe('traced-1');
    // The handler's span is its child, in the same trace.
    await eventually(
      () => collector.spans().find((span) => span.traceId === traceId && span.parentSpanId === server.spanId),
      'a child span',
    );
    const resource = collector.exports.flatMap((e) => e.resourceSpans.map((r) => r.resource))[0]!;
    expect(attribute(resource.attributes, 'service.name')).toBe('portal-under-test');

    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.reqId === 'traced-1');
    expect(logged).toMatchObject({ msg: 'request completed', traceId });
  });

  it('starts a trace of its own for a request that brings none, and leaves the probes out', async () => {
    await fetch(`${origin}/healthz`, { headers: { 'x-request-id': 'probe-1' } });
    await fetch(`${origin}/apphub/v1/catalog`, { headers: { 'x-request-id': 'own-1' } });
    const own = await eventually(
      () =>
        collector
          .spans()
          .find((span) => attribute(span.attributes, 'portal.request_id') === 'own-1' && !span.parentSpanId),
      'a root span',
    );
    expect(own.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(
      collector.spans().some((span) => attribute(span.attributes, 'portal.request_id') === 'probe-1'),
    ).toBe(false);
    expect(collector.spans().some((span) => attribute(span.attributes, 'http.route') === '/healthz')).toBe(
      false,
    );
  });

  it('runs each job in a span of its own, with its queue, id and error', async () => {
    const ok = await ctx.jobs.send('test-traced', { fail: false });
    const failed = await ctx.jobs.send('test-traced', { fail: true });
    const spanOf = (id: string | null) =>
      eventually(
        () => collector.spans().find((span) => attribute(span.attributes, 'messaging.message.id') === id),
        `the span of job ${id}`,
      );
    const done = await spanOf(ok);
    expect(done).toMatchObject({ name: 'job test-traced', kind: 5 }); // CONSUMER
    expect(attribute(done.attributes, 'messaging.destination.name')).toBe('test-traced');
    const broken = (await spanOf(failed)) as OtlpSpan & { status?: { code?: number; message?: string } };
    expect(broken.status).toMatchObject({ code: 2, message: 'the job failed on purpose' }); // ERROR
  });
});
