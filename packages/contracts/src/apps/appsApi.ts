import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../paging.ts';
import { tenantNameSchema } from '../tenants/tenantsApi.ts';
import { appTypeSchema, buildStatusSchema, environmentSchema } from './appEnumSchemas.ts';
import { appLists, appSorts, licenseStatuses, licenseVersionPolicies } from './appEnums.ts';
import { APP_DESCRIPTION_MAX, APP_NAME_MAX } from './appLimits.ts';
import { reviewStateSchema } from './lifecycle.ts';
import { orchestrationRunStatusSchema } from './orchestrationRunsApi.ts';
import { REFERENCE_ID_MAX, REFERENCE_ID_PATTERN } from './referenceId.ts';

/** The reference ID rule (docs/product/apps.md APPS-1), as a request field. */
export const referenceIdFieldSchema = z
  .string()
  .min(1, 'Reference ID is required.')
  .max(REFERENCE_ID_MAX, `Reference ID must be at most ${REFERENCE_ID_MAX} characters.`)
  .regex(
    REFERENCE_ID_PATTERN,
    'Reference ID must begin with a letter or digit and contain only letters, digits or underscores.',
  );

const appName = z.string().trim().min(1, 'App name is required.').max(APP_NAME_MAX);
const appDescription = z.string().trim().max(APP_DESCRIPTION_MAX);

/** The create form of docs/product/apps.md APPS-2 (the company is the x-organization-id header). */
export const createAppRequestSchema = z.object({
  name: appName,
  referenceId: referenceIdFieldSchema,
  description: appDescription.optional(),
  type: appTypeSchema,
  builtOnProvider: z.boolean().default(false),
  source: z.union([z.literal('scratch'), z.object({ catalog: z.uuid() })]).default('scratch'),
});
export type CreateAppRequest = z.input<typeof createAppRequestSchema>;

/** The text fields sent with a zip upload (multipart form fields are strings). */
export const uploadAppFieldsSchema = z.object({
  name: appName,
  referenceId: referenceIdFieldSchema,
  description: appDescription.optional(),
  type: appTypeSchema,
  builtOnProvider: z
    .enum(['true', 'false', 'on', ''])
    .default('false')
    .transform((v) => v === 'true' || v === 'on'),
});

export const updateAppRequestSchema = z
  .object({ name: appName.optional(), description: appDescription.optional() })
  .refine((v) => v.name !== undefined || v.description !== undefined, 'Send a name or a description.');

export const copyAppRequestSchema = z.object({
  name: appName,
  referenceId: referenceIdFieldSchema,
  description: appDescription.optional(),
});

export const appListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(appSorts).default('-updatedAt'),
  list: z.enum(appLists).default('all'),
});
export type AppListQuery = z.infer<typeof appListQuerySchema>;

export const buildSchema = z.object({
  id: z.uuid(),
  versionId: z.uuid(),
  /** Any unknown value shows 'No Build' (buildStatusDisplay). */
  status: buildStatusSchema,
  attempts: z.number().int(),
  artifactChecksum: z.string().nullable(),
  artifactSize: z.number().int().nullable(),
  /** base64url Ed25519 signature, or a legacy `sha256:` seal (buildSignatureState tells which). */
  signature: z.string().nullable(),
  /** The key (GET /apphub/v1/signing-keys) that made `signature`; null for a legacy seal. */
  signatureKeyId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type Build = z.infer<typeof buildSchema>;
/** A build's id in a path. */
export const buildParamsSchema = z.object({ id: z.uuid() });
/** A version's id in a path. */
export const versionParamsSchema = z.object({ id: z.uuid() });
/** A version's builds, newest first. */
export const buildListSchema = z.object({ total: z.number().int(), data: z.array(buildSchema) });

export const versionSchema = z.object({
  id: z.uuid(),
  appId: z.uuid(),
  number: z.number().int(),
  version: z.string(),
  sourceSize: z.number().int(),
  sourceSha256: z.string(),
  environment: environmentSchema,
  reviewState: reviewStateSchema,
  createdAt: z.iso.datetime(),
  latestBuild: buildSchema.nullable(),
});
export type AppVersion = z.infer<typeof versionSchema>;
/** A version list, newest first. */
export const versionListSchema = z.object({ total: z.number().int(), data: z.array(versionSchema) });

export const appSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  referenceId: z.string(),
  name: z.string(),
  description: z.string(),
  type: appTypeSchema,
  builtOnProvider: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  retiredAt: z.iso.datetime().nullable(),
  /** The newest version with its newest build; null for an app without any. */
  latestVersion: z
    .object({
      id: z.uuid(),
      number: z.number().int(),
      version: z.string(),
      environment: environmentSchema,
      reviewState: reviewStateSchema,
      buildId: z.uuid().nullable(),
      buildStatus: buildStatusSchema.nullable(),
    })
    .nullable(),
});
export type App = z.infer<typeof appSchema>;
/** An app in a path: its id or its Reference_Id. */
export const appParamsSchema = z.object({ id: z.string().min(1).max(128) });

export const appPageSchema = z.object({ total: z.number().int(), data: z.array(appSchema) });

/** What creating an app, copying one or uploading a source answers: the app, its new version and build. */
export const createdSourceSchema = z.object({ app: appSchema, version: versionSchema, build: buildSchema });
export type CreatedSource = z.infer<typeof createdSourceSchema>;
export type AppPage = z.infer<typeof appPageSchema>;
export type CopyAppRequest = z.input<typeof copyAppRequestSchema>;

export const promoteRequestSchema = z.object({ to: environmentSchema });

/** Levels of a build's log lines. */
export const buildLogLevels = ['info', 'warn', 'error'] as const;
export type BuildLogLevel = (typeof buildLogLevels)[number];
export const buildLogLineSchema = z.object({
  seq: z.number().int(),
  level: z.enum(buildLogLevels),
  message: z.string(),
  at: z.iso.datetime(),
});
export type BuildLogLine = z.infer<typeof buildLogLineSchema>;
export const buildLogsQuerySchema = z.object({
  /** Lines after this seq (0 for the first page). */
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export const buildLogsResponseSchema = z.object({
  data: z.array(buildLogLineSchema),
  /** Pass as `after` for the next page. */
  nextAfter: z.number().int(),
  /** The build has finished and every line has been returned. */
  complete: z.boolean(),
});

export const deployRequestSchema = z.object({
  versionId: z.uuid(),
  tenant: tenantNameSchema,
  environment: environmentSchema,
});
export const deploymentSchema = z.object({
  id: z.uuid(),
  appId: z.uuid(),
  referenceId: z.string(),
  appName: z.string(),
  versionId: z.uuid(),
  version: z.string(),
  versionNumber: z.number().int(),
  tenant: z.string(),
  environment: environmentSchema,
  deployedAt: z.iso.datetime(),
});
export type Deployment = z.infer<typeof deploymentSchema>;
export const registryQuerySchema = z.object({
  tenant: z.string().max(63).optional(),
  referenceId: z.string().max(REFERENCE_ID_MAX).optional(),
});
export const registryResponseSchema = z.object({ data: z.array(deploymentSchema) });

/**
 * GET /apphub/v1/installations: the apps installed on the company's tenants (its own and licensed ones),
 * newest first, in pages of `limit` (the default installation query limit, 100, is also the most).
 */
export const installationsQuerySchema = z.object({
  tenant: tenantNameSchema.optional(),
  offset: z.coerce.number().int().min(0, 'Offset: 0 or more.').default(0),
  limit: z.coerce.number().int().min(1, 'Limit: 1 to 100.').max(100, 'Limit: 1 to 100.').default(100),
});
export const installationsPageSchema = pagedSchema(deploymentSchema);

/** GET /aos/v1/deploy/history: an app's deploys, newest first, on one tenant or all (deploy tracking). */
export const deploymentHistoryQuerySchema = z.object({
  referenceId: z.string().min(1).max(REFERENCE_ID_MAX),
  tenant: tenantNameSchema.optional(),
});
/** One deploy as it happened: the version it sent, where, when and by whom (null once the user is gone). */
export const deploymentEventSchema = deploymentSchema.extend({
  deployedBy: z.string().nullable(),
  /** Still what runs on the tenant (the newest deploy there), or replaced by a later one. */
  isCurrent: z.boolean(),
});
export type DeploymentEvent = z.infer<typeof deploymentEventSchema>;
export const deploymentHistoryResponseSchema = z.object({ data: z.array(deploymentEventSchema) });

export const licenseStatusSchema = z.enum(licenseStatuses);
export const licenseVersionPolicySchema = z.enum(licenseVersionPolicies);
const isoDate = z.iso.date();
export const licenseSchema = z.object({
  id: z.uuid(),
  appId: z.uuid(),
  appName: z.string(),
  referenceId: z.string(),
  producerOrganizationId: z.uuid(),
  producerName: z.string(),
  consumerOrganizationId: z.uuid(),
  consumerName: z.string(),
  licenseStart: isoDate,
  /** Null: no end date. */
  licenseEnd: isoDate.nullable(),
  /** When the licensor or provider staff ended it, null while it was not ended. */
  endedAt: z.iso.datetime().nullable(),
  versionPolicy: licenseVersionPolicySchema,
  /** The version a 'pinned' licence grants (e.g. '1.2.0'); null for 'newestProduction'. */
  pinnedVersion: z.string().nullable(),
  status: licenseStatusSchema,
});
export const licensesResponseSchema = z.object({ total: z.number().int(), data: z.array(licenseSchema) });
export type License = z.infer<typeof licenseSchema>;
export type LicensesResponse = z.infer<typeof licensesResponseSchema>;
/**
 * The version a licence in force grants the licensee to deploy on its own tenants: the licensed app's
 * newest version released to Production, or null while the producer has released none.
 */
export const grantedVersionSchema = z.object({ version: versionSchema.nullable() });

/**
 * GET /apphub/v1/versions/{id}/manifest: the manifest as the version's newest SUCCEEDED build validated it.
 * Loose beyond the fields every manifest has had, so a manifest stored under an older format still answers.
 */
export const versionManifestSchema = z.object({
  buildId: z.uuid(),
  manifest: z.looseObject({
    referenceId: z.string(),
    name: z.string(),
    type: z.string(),
    version: z.string(),
    components: z.array(z.looseObject({ id: z.string(), kind: z.string(), path: z.string() })),
    profileGroups: z
      .array(
        z.looseObject({
          id: z.string(),
          name: z.string(),
          tasks: z.array(z.string()).optional(),
          reports: z.array(z.string()).optional(),
        }),
      )
      .optional(),
  }),
});
export type VersionManifest = z.infer<typeof versionManifestSchema>;
export type GrantedVersion = z.infer<typeof grantedVersionSchema>;
export const licenseRoleQuerySchema = z.object({
  role: z.enum(['licensor', 'licensee']).default('licensee'),
  /** Only the licences of this app (the producer's app page). */
  appId: z.uuid().optional(),
});
export const createLicenseRequestSchema = z
  .object({
    appId: z.uuid(),
    consumerOrganizationId: z.uuid(),
    licenseStart: isoDate,
    /** Omitted or null: the licence runs until it is ended. */
    licenseEnd: isoDate.nullable().optional(),
    versionPolicy: licenseVersionPolicySchema.default('newestProduction'),
  })
  .refine((v) => v.licenseEnd == null || v.licenseEnd >= v.licenseStart, {
    message: 'License end must not be before license start.',
    path: ['licenseEnd'],
  });
export type CreateLicenseRequest = z.input<typeof createLicenseRequestSchema>;
/** The grant dialog's company search: by part of a name, or by the company's id. */
export const licenseeSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
/** Companies a company may license its apps to: every other company (docs/decisions/license-end.md). */
export const licenseesResponseSchema = z.object({
  data: z.array(z.object({ organizationId: z.uuid(), name: z.string() })),
});
export type Licensee = z.infer<typeof licenseesResponseSchema>['data'][number];

export const catalogEntrySchema = z.object({
  id: z.uuid(),
  sample: z.string(),
  title: z.string(),
  description: z.string(),
  type: appTypeSchema,
  published: z.boolean(),
});
export const catalogListQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const catalogListSchema = z.object({ total: z.number().int(), data: z.array(catalogEntrySchema) });
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;
export type CatalogList = z.infer<typeof catalogListSchema>;
export const catalogCodeSchema = z.object({
  files: z.array(
    z.object({
      path: z.string(),
      /** For syntax highlighting: json, javascript, svg, or binary (content then base64). */
      language: z.enum(['json', 'javascript', 'xml', 'text', 'binary']),
      encoding: z.enum(['utf8', 'base64']),
      content: z.string(),
    }),
  ),
});

export const notificationTicketSchema = z.object({ ticket: z.string(), expiresAt: z.iso.datetime() });
/** One event on the notifications socket. */
export const buildEventSchema = z.object({
  type: z.literal('build'),
  buildId: z.uuid(),
  versionId: z.uuid(),
  appId: z.uuid(),
  status: buildStatusSchema,
});
export type BuildEvent = z.infer<typeof buildEventSchema>;
/**
 * A run's new status, on the sockets of the company the run belongs to (its tenant's), for members who
 * may read its runs (orchestrations.read). No steps: the run page reads them when the event comes.
 */
export const runEventSchema = z.object({
  type: z.literal('run'),
  runId: z.uuid(),
  appId: z.uuid(),
  orchestration: z.string(),
  status: orchestrationRunStatusSchema,
});
export type RunEvent = z.infer<typeof runEventSchema>;
/** Every event the notifications socket delivers (besides its first `{ type: 'ready' }`). */
export const companyEventSchema = z.discriminatedUnion('type', [buildEventSchema, runEventSchema]);
export type CompanyEvent = z.infer<typeof companyEventSchema>;
