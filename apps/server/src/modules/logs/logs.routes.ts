import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import {
  apiErrorSchema,
  logArchiveRequestSchema,
  logColumns,
  logDownloadQuerySchema,
  logEarliestDateResponseSchema,
  logSchemasResponseSchema,
  logSearchRequestSchema,
  logSearchResponseSchema,
  logSuggestionsQuerySchema,
  logSuggestionsResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { csvHeader, csvLine, ndjsonLine } from './logExport.ts';
import type { LogsModule } from './logs.module.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  503: apiErrorSchema,
};
const PREFIX = '/observability/v1/logs';

function stamp(iso: string): string {
  return iso.replace(/[:.]/g, '-');
}

/** Search, schemas, suggestions, earliest date, download and archive of the log store (SPEC.md 7). */
export async function logsRoutes(
  fastify: FastifyInstance,
  opts: Deps & { module: LogsModule },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { logs, audit } = opts.module;
  const db = opts.database.db;
  const tags = ['logs'];

  app.post(
    `${PREFIX}/search`,
    {
      schema: {
        tags,
        summary: 'The newest matching log lines (at most 500) of the selected company',
        body: logSearchRequestSchema,
        response: { 200: logSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'logs.read');
      return logs.search(org.organizationId, request.body);
    },
  );

  app.get(
    `${PREFIX}/schemas`,
    {
      schema: {
        tags,
        summary: 'The columns a filter or the table can use',
        response: { 200: logSchemasResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSession(request);
      return { columns: logColumns.map((column) => ({ ...column, types: [...column.types] })) };
    },
  );

  app.get(
    `${PREFIX}/earliest-date`,
    {
      schema: {
        tags,
        summary: 'The date of the oldest log line of the company (or of one app)',
        querystring: z.object({ appId: z.string().min(1).max(128).optional() }),
        response: { 200: logEarliestDateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'logs.read');
      return { earliestDate: await logs.earliestDate(org.organizationId, request.query.appId) };
    },
  );

  app.get(
    `${PREFIX}/suggestions`,
    {
      schema: {
        tags,
        summary: 'Frequent values of a column starting with a prefix (recent lines)',
        querystring: logSuggestionsQuerySchema,
        response: { 200: logSuggestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'logs.read');
      return logs.suggestions(org.organizationId, request.query);
    },
  );

  app.get(
    `${PREFIX}/download`,
    {
      schema: {
        tags,
        summary: 'Every matching line of the range as CSV or NDJSON, streamed (not capped at 500)',
        querystring: logDownloadQuerySchema,
        response: { 200: z.unknown().describe('text/csv or application/x-ndjson file'), ...errors },
      },
    },
    async (request, reply) => {
      const { format, organizationId, ...query } = request.query;
      const org = await requirePermission(db, request, 'logs.read', organizationId);
      const rows = logs.rows(org.organizationId, query);
      const session = requireSession(request);
      await audit({
        organizationId: org.organizationId,
        userId: session.userId,
        action: 'logs.download',
        message: `Downloaded logs from ${query.start} to ${query.end} as ${format}`,
        ...(query.appId ? { appId: query.appId } : {}),
      });
      async function* body() {
        if (format === 'csv') yield csvHeader();
        for await (const row of rows) yield format === 'csv' ? csvLine(row) : ndjsonLine(row);
      }
      const filename = `logs-${stamp(query.start)}-${stamp(query.end)}.${format}`;
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .send(Readable.from(body()));
    },
  );

  app.post(
    `${PREFIX}/archive`,
    {
      schema: {
        tags,
        summary: 'Every line of a date range as a gzip NDJSON file',
        body: logArchiveRequestSchema,
        response: { 200: z.unknown().describe('application/gzip file of NDJSON lines'), ...errors },
      },
    },
    async (request, reply) => {
      const org = await requirePermission(db, request, 'logs.read');
      const { start, end } = request.body;
      const rows = logs.rows(org.organizationId, { start, end, preset: 'All', filters: [] });
      await audit({
        organizationId: org.organizationId,
        userId: requireSession(request).userId,
        action: 'logs.archive',
        message: `Archived logs from ${start} to ${end}`,
      });
      async function* lines() {
        for await (const row of rows) yield ndjsonLine(row);
      }
      const gzip = createGzip();
      // A failure half-way destroys the response, so the client sees an incomplete download, never a short file.
      pipeline(Readable.from(lines()), gzip).catch((error: unknown) =>
        request.log.error({ err: error }, 'log archive failed'),
      );
      return reply
        .header('content-disposition', `attachment; filename="logs-${stamp(start)}-${stamp(end)}.ndjson.gz"`)
        .header('cache-control', 'no-store')
        .type('application/gzip')
        .send(gzip);
    },
  );
}
