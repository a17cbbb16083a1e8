import { z } from 'zod';

const isoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time' });

/** Filters of the admin user audit: a range, and optionally who (user id or email) and what (action). */
export const auditFilterSchema = z.object({
  from: isoDateTime,
  to: isoDateTime,
  user: z.string().trim().min(1).max(200).optional(),
  action: z.string().trim().min(1).max(100).optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = auditFilterSchema.extend({
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  length: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The export takes the filters as query parameters so a plain link can start it (like the logs download). */
export const auditExportQuerySchema = auditFilterSchema.extend({ organizationId: z.uuid().optional() });
export const auditExportFileSchema = z.unknown().describe('text/csv file');

export const auditRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** The user id (or email) who did it. */
  actor: z.string().nullable(),
  /** Their email when the actor is a portal user. */
  actorEmail: z.string().nullable(),
  action: z.string().nullable(),
  target: z.string().nullable(),
  appId: z.string().nullable(),
  message: z.string(),
  /** For a change of fields or state: what it replaced and what it left (absent otherwise). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  total: z.number().int(),
  data: z.array(auditRowSchema),
  /** The actions seen in the range, for the action filter. */
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
