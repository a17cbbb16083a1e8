import { Readable } from 'node:stream';
import { logColumns, logsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { csvHeader, csvLine, fileStamp, ndjsonLine } from './logExport.ts';
import type { LogServices } from './logServices.ts';
import { LogReadDeadline } from './logs.service.ts';

/** Search, schemas, suggestions, earliest date and download of the log store (docs/product/logs.md). */
export async function logsRoutes(
  fastify: FastifyInstance,
  opts: Deps & { module: LogServices },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.database.db });
  const { logs, audit, appScope, admit, admitDownload } = opts.module;

  route(
    logsSpecs.searchLogs,
    async (request, _reply, { org }) => {
      await appScope(org.organizationId, request.body.appId);
      return logs.search(org.organizationId, request.body);
    },
    { preHandler: admit },
  );

  route(logsSpecs.getLogColumns, async () => ({
    columns: logColumns.map((column) => ({ ...column, types: [...column.types] })),
  }));

  route(logsSpecs.getEarliestLogDate, async (request, _reply, { org }) => {
    await appScope(org.organizationId, request.query.appId);
    return { earliestDate: await logs.earliestDate(org.organizationId, request.query.appId) };
  });

  route(
    logsSpecs.suggestLogValues,
    async (request, _reply, { org }) => {
      await appScope(org.organizationId, request.query.appId);
      return logs.suggestions(org.organizationId, request.query);
    },
    { preHandler: admit },
  );

  route(
    logsSpecs.downloadLogs,
    async (request, reply, { org, session }) => {
      const { format, organizationId: _company, ...query } = request.query;
      await appScope(org.organizationId, query.appId);
      const rows = logs.rows(org.organizationId, query);
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
    // Streamed as it is read: a compressor would hold the lines back until its buffer fills.
    { preHandler: admitDownload, compress: false },
  );
}
