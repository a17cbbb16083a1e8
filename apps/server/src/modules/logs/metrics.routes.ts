import { Readable } from 'node:stream';
import { type AuditRow, analyticsSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { csvField } from './logExport.ts';
import type { LogServices } from './logServices.ts';

const auditColumns = ['date', 'actor', 'actorEmail', 'action', 'target', 'appId', 'message'] as const;
/** before and after go to the file as JSON, one column each, empty when the line has none. */
const changeColumns = ['before', 'after'] as const;

function auditCsvLine(row: AuditRow): string {
  const fields = [
    ...auditColumns.map((column) => row[column] ?? ''),
    ...changeColumns.map((column) => (row[column] ? JSON.stringify(row[column]) : '')),
  ];
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** Metrics dashboards, usages and users of self, and the admin user audit (docs/analytics-api.md). */
export async function metricsRoutes(
  fastify: FastifyInstance,
  opts: Deps & { module: LogServices },
): Promise<void> {
  const route = endpointRoutes(fastify, { db: opts.database.db });
  const { audit, metrics, admit, admitDownload } = opts.module;

  route(
    analyticsSpecs.getMetrics,
    async (request, _reply, { org }) => metrics.metrics(org.organizationId, request.query),
    { preHandler: admit },
  );
  route(
    analyticsSpecs.getMyUsages,
    async (request, _reply, { org, session }) =>
      metrics.usagesSelf(org.organizationId, session.userId, request.query),
    { preHandler: admit },
  );
  route(
    analyticsSpecs.listActiveUsers,
    async (request, _reply, { org }) => metrics.usersSelf(org.organizationId, request.query),
    { preHandler: admit },
  );
  route(
    analyticsSpecs.listAudits,
    async (request, _reply, { org }) => metrics.audits(org.organizationId, request.query),
    { preHandler: admit },
  );
  route(
    analyticsSpecs.listAppActivity,
    async (request, _reply, { org }) =>
      metrics.appActivity(org.organizationId, request.params.id, request.query),
    { preHandler: admit },
  );

  route(
    analyticsSpecs.exportAudits,
    async (request, reply, { org, session }) => {
      const { organizationId: _company, ...filter } = request.query;
      const rows = metrics.auditRows(org.organizationId, filter);
      await audit({
        organizationId: org.organizationId,
        userId: session.userId,
        action: 'audits.export',
        message: `Exported the audit trail from ${filter.from} to ${filter.to}`,
      });
      async function* body() {
        yield `${[...auditColumns, ...changeColumns].join(',')}\r\n`;
        for await (const row of rows) yield auditCsvLine(row);
      }
      const stamp = (iso: string) => iso.replace(/[:.]/g, '-');
      return reply
        .header(
          'content-disposition',
          `attachment; filename="audits-${stamp(filter.from)}-${stamp(filter.to)}.csv"`,
        )
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(Readable.from(body()));
    },
    { preHandler: admitDownload },
  );
}
