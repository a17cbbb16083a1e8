import { z } from 'zod';
import { tenantNameSchema } from '../tenants/tenantsApi.ts';
import { deploymentSchema } from './appsApi.ts';

/**
 * POST /apphub/v1/versions/{id}/prontoDeploy: a one-step deploy of the version to one of the company's
 * tenants, in the tenant's own environment (docs/decisions/pronto-deploy.md).
 */
export const prontoDeployRequestSchema = z.object({ tenant: tenantNameSchema });

/** QUEUED until a worker takes it, RUNNING while it deploys, then DEPLOYED or FAILED with the reason. */
export const prontoStatuses = ['QUEUED', 'RUNNING', 'DEPLOYED', 'FAILED'] as const;
export const prontoStatusValueSchema = z.enum(prontoStatuses);
export type ProntoStatusValue = z.infer<typeof prontoStatusValueSchema>;

export const prontoParamsSchema = z.object({ id: z.uuid() });

/** GET /apphub/v1/prontoStatus/{id}: readable by the user who asked it, in that company. */
export const prontoStatusSchema = z.object({
  id: z.uuid(),
  versionId: z.uuid(),
  tenant: tenantNameSchema,
  status: prontoStatusValueSchema,
  /** Why it failed, a sentence; null unless FAILED. */
  message: z.string().nullable(),
  /** What now runs in the tenant once DEPLOYED; null before. */
  deployment: deploymentSchema.nullable(),
});
export type ProntoStatus = z.infer<typeof prontoStatusSchema>;
