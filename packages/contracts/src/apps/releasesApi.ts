import { z } from 'zod';
import { tenantNameSchema } from '../tenants/tenantsApi.ts';
import { buildStatusSchema, environmentSchema } from './appEnumSchemas.ts';

/** The largest file text the diff answers: beyond it a side-by-side view helps no one and costs memory. */
export const DIFF_FILE_TEXT_MAX_BYTES = 1_048_576;

const versionRefSchema = z.object({ id: z.uuid(), number: z.number().int(), version: z.string() });
export type VersionRef = z.infer<typeof versionRefSchema>;

/** A version at a stage, newest first in its column, with its latest build. */
export const boardVersionSchema = versionRefSchema.extend({
  buildId: z.uuid().nullable(),
  buildStatus: buildStatusSchema.nullable(),
  createdAt: z.iso.datetime(),
});

/** A tenant of the column's environment: what runs there, who put it there, and what it ran before. */
export const boardTenantSchema = z.object({
  tenant: tenantNameSchema,
  current: versionRefSchema
    .extend({ deployedBy: z.string().nullable(), deployedAt: z.iso.datetime() })
    .nullable(),
  /** The version the tenant ran before the current one: where a rollback goes; null when there is none. */
  previous: versionRefSchema.nullable(),
});
export type BoardTenant = z.infer<typeof boardTenantSchema>;

export const boardColumnSchema = z.object({
  environment: environmentSchema,
  versions: z.array(boardVersionSchema),
  tenants: z.array(boardTenantSchema),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** The promotion board of an app: one column per environment, in the lifecycle's order. */
export const appBoardSchema = z.object({
  appId: z.uuid(),
  referenceId: z.string(),
  columns: z.array(boardColumnSchema),
});
export type AppBoard = z.infer<typeof appBoardSchema>;

export const versionDiffQuerySchema = z.object({ from: z.uuid(), to: z.uuid() });

export const fileChangeSchema = z.object({
  path: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  fromSize: z.number().int().nullable(),
  toSize: z.number().int().nullable(),
  /** SHA-256 of the file's bytes, hex; null on the side where the file is absent. */
  fromSha256: z.string().nullable(),
  toSha256: z.string().nullable(),
});
export type FileChange = z.infer<typeof fileChangeSchema>;

/** One key of the manifest (a dotted path) that differs; the values as JSON text, null where absent. */
export const manifestChangeSchema = z.object({
  key: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ManifestChange = z.infer<typeof manifestChangeSchema>;

export const versionDiffSchema = z.object({
  from: versionRefSchema,
  to: versionRefSchema,
  /** Added, removed and changed files, by path. */
  files: z.array(fileChangeSchema),
  unchangedFiles: z.number().int(),
  manifest: z.array(manifestChangeSchema),
});
export type VersionDiff = z.infer<typeof versionDiffSchema>;

export const fileDiffQuerySchema = versionDiffQuerySchema.extend({ path: z.string().min(1).max(1024) });

/** One side of a file diff: its text, or why it cannot be shown. */
export const fileSideSchema = z.object({
  size: z.number().int().nullable(),
  text: z.string().nullable(),
  /** absent: not in this version; tooLarge: over DIFF_FILE_TEXT_MAX_BYTES; binary: not UTF-8 text. */
  notShown: z.enum(['absent', 'tooLarge', 'binary']).nullable(),
});
export type FileSide = z.infer<typeof fileSideSchema>;

export const fileDiffSchema = z.object({ path: z.string(), from: fileSideSchema, to: fileSideSchema });
export type FileDiff = z.infer<typeof fileDiffSchema>;

/** Roll back one tenant, or every tenant of an environment that runs its newest deployed version. */
export const rollbackRequestSchema = z
  .object({ tenant: tenantNameSchema.optional(), environment: environmentSchema.optional() })
  .refine(
    (v) => (v.tenant === undefined) !== (v.environment === undefined),
    'Send a tenant or an environment.',
  );
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export const rollbackResultSchema = z.object({
  data: z.array(
    z.object({
      tenant: tenantNameSchema,
      environment: environmentSchema,
      from: versionRefSchema,
      to: versionRefSchema,
      deployedAt: z.iso.datetime(),
    }),
  ),
});
export type RollbackResult = z.infer<typeof rollbackResultSchema>;
