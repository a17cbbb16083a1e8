import { Readable } from 'node:stream';
import {
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
import { requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { csvHeader, csvLine, fileStamp, ndjsonLine } from './logExport.ts';
import type { LogServices } from './logServices.ts';
import { LogReadDeadline } from './logs.service.ts';

const errors = errorResponses(400, 401, 403, 503);
const PREFIX = '/observability/v1/logs';

/** Search, schemas, suggestions, earliest date and download of the log store (SPEC.md 7). */
export async function logsRoutes(
  fastify: FastifyInstance,
  opts: Deps & { module: LogServices },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { logs, audit, access, admit, admitDownload } = opts.module;
  const _db = opts.database.db;
  const tags = ['logs'];

  app.post(
    `${PREFIX}/search`,
    {
      preHandler: admit,
      schema: {
        tags,
        summary: 'The newest matching log lines (at most 500) of the selected company',
        body: logSearchRequestSchema,
        response: { 200: logSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const org = await access(request, 'logs.read', { appId: request.body.appId });
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
      const org = await access(request, 'logs.read', { appId: request.query.appId });
      return { earliestDate: await logs.earliestDate(org.organizationId, request.query.appId) };
    },
  );

  app.get(
    `${PREFIX}/suggestions`,
    {
      preHandler: admit,
      schema: {
        tags,
        summary: 'Frequent values of a column starting with a prefix (recent lines)',
        querystring: logSuggestionsQuerySchema,
        response: { 200: logSuggestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const org = await access(request, 'logs.read', { appId: request.query.appId });
      return logs.suggestions(org.organizationId, request.query);
    },
  );

  app.get(
    `${PREFIX}/download`,
    {
      preHandler: admitDownload,
      // Streamed as it is read: a compressor would hold the lines back until its buffer fills.
      compress: false,
      schema: {
        tags,
        summary: 'Every matching line of the range as CSV or NDJSON, streamed (not capped at 500)',
        querystring: logDownloadQuerySchema,
        response: { 200: z.unknown().describe('text/csv or application/x-ndjson file'), ...errors },
      },
    },
    async (request, reply) => {
      const { format, organizationId, ...query } = request.query;
      const org = await access(request, 'logs.read', { appId: query.appId, organizationId });
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
        try {
          if (format === 'csv') yield csvHeader();
          for await (const row of rows) yield format === 'csv' ? csvLine(row) : ndjsonLine(row);
        } catch (error) {
          // The status was sent with the first bytes: the client learns from a transfer cut short.
          if (error instanceof LogReadDeadline)
            request.log.warn({ err: error }, 'log download stopped at its deadline');
          throw error;
        }
      }
      const filename = `logs-${fileStamp(query.start)}-${fileStamp(query.end)}.${format}`;
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .send(Readable.from(body()));
    },
  );
}
