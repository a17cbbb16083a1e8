import { context, trace } from '@opentelemetry/api';

/**
 * The trace and span of the work running now, for log lines; nothing outside a traced request or job.
 * Apart from tracing.ts so the logger needs only OpenTelemetry's small API, not the SDK.
 */
export function activeTraceIds(): { traceId: string; spanId: string } | undefined {
  const span = trace.getSpan(context.active());
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
