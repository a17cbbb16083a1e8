import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../paging.ts';
import { buildStatusSchema } from './appEnumSchemas.ts';
import { draftIssueSchema } from './builder/builderApi.ts';
import { defaultScriptGlobals, scriptGlobalsSchema } from './scriptGlobals.ts';

/** /admin/build's lists: waiting (SCHEDULED, QUEUED), running (IN_PROGRESS, signing) or finished. */
export const adminBuildStates = ['waiting', 'running', 'finished'] as const;
export type AdminBuildState = (typeof adminBuildStates)[number];

export const adminBuildListQuerySchema = pageQuerySchema.extend({
  state: z.enum(adminBuildStates).default('finished'),
});
export type AdminBuildListQuery = z.infer<typeof adminBuildListQuerySchema>;

/** A build as provider staff see it: whose app, which version, who uploaded it, where it stands. */
export const adminBuildSchema = z.object({
  id: z.uuid(),
  status: buildStatusSchema,
  appId: z.uuid(),
  appName: z.string(),
  referenceId: z.string(),
  /** The manifest's semantic version of the build's source. */
  version: z.string(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  /** Who uploaded the version (null once that account is gone). */
  requestedBy: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  /** The server process running it (host:pid) while IN_PROGRESS, or the last one that did. */
  runner: z.string().nullable(),
  queuedAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type AdminBuild = z.infer<typeof adminBuildSchema>;
export const adminBuildParamsSchema = z.object({ id: z.uuid() });
export const adminBuildPageSchema = pagedSchema(adminBuildSchema);
export type AdminBuildPage = z.infer<typeof adminBuildPageSchema>;

/** pg-boss's own figures for one build queue (no counter of the portal's). */
export const buildQueueStatSchema = z.object({
  queue: z.string(),
  queued: z.number().int(),
  deferred: z.number().int(),
  active: z.number().int(),
  oldestQueuedSeconds: z.number(),
});

/** A server process's build worker, as seen from the builds it runs now (fresh heartbeat). */
export const buildWorkerSchema = z.object({
  runner: z.string(),
  builds: z.array(
    z.object({
      buildId: z.uuid(),
      appName: z.string(),
      version: z.string(),
      since: z.iso.datetime(),
      heartbeatAt: z.iso.datetime().nullable(),
    }),
  ),
});

export const buildQueueStatusSchema = z.object({
  queues: z.array(buildQueueStatSchema),
  workers: z.array(buildWorkerSchema),
  /** The process that answered: its name and how many builds it runs at once. */
  thisProcess: z.object({ runner: z.string(), concurrency: z.number().int() }),
});
export type BuildQueueStatus = z.infer<typeof buildQueueStatusSchema>;

const MB = 1024 * 1024;

/**
 * Build environment settings (/admin/build/env) the pipeline reads at the start of every build. Bounds
 * keep a mistyped value from disabling the zip-bomb checks or starving the workers.
 */
export const buildEnvBounds = {
  maxSourceBytes: { min: 1 * MB, max: 500 * MB },
  maxEntries: { min: 10, max: 20_000 },
  // Under the build job's 15-minute expiry: past it, pg-boss would retry the build while it still runs.
  buildTimeoutSeconds: { min: 10, max: 840 },
} as const;

const bounded = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .number()
    .int()
    .min(min, `${name} is a whole number from ${min} to ${max}.`)
    .max(max, `${name} is a whole number from ${min} to ${max}.`);

export const buildEnvSchema = z.object({
  /** Most bytes a source may expand to (the zip's total uncompressed size). */
  maxSourceBytes: bounded('The source size limit', buildEnvBounds.maxSourceBytes),
  /** Most entries (files and folders) a source zip may hold. */
  maxEntries: bounded('The entry limit', buildEnvBounds.maxEntries),
  /** Longest a build may run before it is stopped and FAILED. */
  buildTimeoutSeconds: bounded('The build time limit', buildEnvBounds.buildTimeoutSeconds),
  /** The global names a script may use (checkScript refuses any other free reference). */
  allowedScriptGlobals: scriptGlobalsSchema,
});
export type BuildEnv = z.infer<typeof buildEnvSchema>;

export const defaultBuildEnv: BuildEnv = {
  maxSourceBytes: 100 * MB,
  maxEntries: 2000,
  buildTimeoutSeconds: 600,
  allowedScriptGlobals: [...defaultScriptGlobals],
};

export const buildEnvResponseSchema = buildEnvSchema.extend({
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type BuildEnvResponse = z.infer<typeof buildEnvResponseSchema>;

/** /admin/build/utils: a source zip checked as a build checks it, without building or storing it. */
export const zipValidationSchema = z.object({
  ok: z.boolean(),
  /** The manifest's, when it could be read. */
  referenceId: z.string().nullable(),
  version: z.string().nullable(),
  files: z.number().int(),
  uncompressedBytes: z.number().int(),
  /** The first issues; issueCount says how many there were. */
  issues: z.array(draftIssueSchema),
  issueCount: z.number().int(),
});
export type ZipValidation = z.infer<typeof zipValidationSchema>;
