import { z } from 'zod';

/**
 * GET /apphub/v1/orchestrate/session (docs/product/builder.md BUILDER-14): who is editing, for which company,
 * until when, and what the builder lets them do there.
 */
export const orchestrateSessionSchema = z.object({
  userId: z.uuid(),
  organizationId: z.uuid(),
  /** The session ends then whatever happens. */
  expiresAt: z.iso.datetime(),
  /** And earlier if it is left unused until then (each request moves it on). */
  idleExpiresAt: z.iso.datetime(),
  /** Edit and build the company's orchestrations (apps.write: they are in the apps' source). */
  canEdit: z.boolean(),
  /** Launch and cancel runs (orchestrations.write). */
  canRun: z.boolean(),
});
export type OrchestrateSession = z.infer<typeof orchestrateSessionSchema>;
