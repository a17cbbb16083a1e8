import { Readable } from 'node:stream';
import {
  type AuditRow,
  activeUsersResponseSchema,
  analyticsRangeQuerySchema,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  metricsQuerySchema,
  metricsResponseSchema,
  selfUsagesResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../platform/auth/guards.ts';
import type { Deps } from '../../platform/deps.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { csvField } from './logExport.ts';
import type { LogServices } from './logServices.ts';

const errors = errorResponses(400, 401, 403, 503);
const PREFIX = '/observability/v1';
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

/** Metrics dashboards, usages and users of self, and the admin user audit (SPEC.md 7 analytics). */
export async function metricsRoutes(
  fastify: FastifyInstance,
  opts: Deps & { module: LogServices },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = opts.database.db;
  const { audit, metrics } = opts.module;
  const tags = ['analytics'];

  app.get(
    `${PREFIX}/metrics`,
    {
      preHandler: opts.module.admit,
      schema: {
        tags,
        summary: 'Requests, errors and latency per time bucket, and usage per app, of the selected company',
        querystring: metricsQuerySchema,
        response: { 200: metricsResponseSchema, ...errors },
      },
    },
    async (request) => {
      // The metrics service refuses an app of another company itself (404 'Unknown app').
      const org = await requirePermission(db, request, 'analytics.read');
      return metrics.metrics(org.organizationId, request.query);
    },
  );

  app.get(
    `${PREFIX}/usages/self`,
    {
      preHandler: opts.module.admit,
      schema: {
        tags,
        summary: "The signed-in user's own requests, events and portal actions per app",
        querystring: analyticsRangeQuerySchema,
        response: { 200: selfUsagesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'analytics.read');
      return metrics.usagesSelf(org.organizationId, requireSession(request).userId, request.query);
    },
  );

  app.get(
    `${PREFIX}/users/self`,
    {
      preHandler: opts.module.admit,
      schema: {
        tags,
        summary: "The company's active users over the range, the most active first",
        querystring: analyticsRangeQuerySchema,
        response: { 200: activeUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'analytics.read');
      return metrics.usersSelf(org.organizationId, request.query);
    },
  );

  app.get(
    `${PREFIX}/audits`,
    {
      preHandler: opts.module.admit,
      schema: {
        tags,
        summary: 'Who did what in the company: its audit lines, newest first (company admins)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => {
      const org = await requirePermission(db, request, 'company.admin');
      return metrics.audits(org.organizationId, request.query);
    },
  );

  app.get(
    `${PREFIX}/audits/export`,
    {
      preHandler: opts.module.admitDownload,
      schema: {
        tags,
        summary: 'Every audit line matching the filters as CSV, streamed',
        querystring: auditExportQuerySchema,
        response: { 200: z.unknown().describe('text/csv file'), ...errors },
      },
    },
    async (request, reply) => {
      const { organizationId, ...filter } = request.query;
      const org = await requirePermission(db, request, 'company.admin', organizationId);
      const rows = metrics.auditRows(org.organizationId, filter);
      await audit({
        organizationId: org.organizationId,
        userId: requireSession(request).userId,
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
  );
}
