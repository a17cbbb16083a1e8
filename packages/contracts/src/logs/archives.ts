import { z } from 'zod';

/** QUEUED when asked for, RUNNING while the job writes the file, then READY (downloadable) or FAILED. */
export const logArchiveStatuses = ['QUEUED', 'RUNNING', 'READY', 'FAILED'] as const;
export const logArchiveStatusSchema = z.enum(logArchiveStatuses);
export type LogArchiveStatus = z.infer<typeof logArchiveStatusSchema>;

export const logArchiveSchema = z.object({
  id: z.uuid(),
  start: z.string(),
  end: z.string(),
  appId: z.string().nullable(),
  /** The app's name when appId is one of the portal's apps (still there). */
  appName: z.string().nullable(),
  status: logArchiveStatusSchema,
  /** Lines written: known once READY. */
  rowCount: z.number().int().nullable(),
  /** Size of the gzip file in bytes: known once READY. */
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type LogArchive = z.infer<typeof logArchiveSchema>;

export const logArchivesResponseSchema = z.object({ data: z.array(logArchiveSchema) });
export type LogArchivesResponse = z.infer<typeof logArchivesResponseSchema>;

export const logArchiveIdParamsSchema = z.object({ id: z.uuid() });
/** A download link cannot send the x-organization-id header: the company goes in the query. */
export const logArchiveDownloadQuerySchema = z.object({ organizationId: z.uuid().optional() });
export const logArchiveFileSchema = z.unknown().describe('application/gzip file of NDJSON lines');

/** Whether an archive may still change (the page keeps asking until none may). */
export function isLogArchivePending(status: LogArchiveStatus): boolean {
  return status === 'QUEUED' || status === 'RUNNING';
}
