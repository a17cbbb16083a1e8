import FastifyOtelInstrumentation from '@fastify/otel';
import { context, propagation, type Tracer, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

export type Tracing = {
  tracer: Tracer;
  /** Ends the batch: spans still buffered are sent before the process stops. */
  shutdown(): Promise<void>;
};

/** Probes ask many times a minute and say nothing a trace would need. */
const UNTRACED = new Set(['/healthz', '/readyz']);

let contextReady = false;

/**
 * The async context and the W3C trace-context propagator are process-wide in OpenTelemetry's API; they
 * are set once and only when tracing is on, so a server without it pays nothing.
 */
function installContext(): void {
  if (contextReady) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  contextReady = true;
}

/**
 * OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md): a server span per
 * request named by its route (an incoming `traceparent` continues the caller's trace), spans for the
 * request's hooks and handler, and spans of the work modules wrap with `tracer`. Sent over OTLP/HTTP in
 * batches, off the request's path.
 */
export async function registerTracing(
  app: FastifyInstance,
  otel: NonNullable<Config['otel']>,
): Promise<Tracing> {
  installContext();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': otel.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(otel.sampleRatio) }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${otel.endpoint}/v1/traces` }),
        scheduledDelayMillis: otel.batchDelayMs,
      }),
    ],
  });
  const instrumentation = new FastifyOtelInstrumentation({
    ignorePaths: (route: { url: string }) => UNTRACED.has(route.url),
    // The id the response and the log lines carry, so a user's report leads to the trace too.
    requestHook: (span, request) => span.setAttribute('portal.request_id', request.id),
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  // Work outside requests (jobs) takes the global provider: set by the first app of the process, the only
  // one outside tests.
  trace.setGlobalTracerProvider(provider);
  return { tracer: provider.getTracer('developer-portal'), shutdown: () => provider.shutdown() };
}
