import { z } from 'zod';
import { tenantTokenScopeSchema, tenantTokenScopes } from '../tenants/tenantTokens.ts';

/**
 * Third-party integrations (docs/product/api-clients.md CLIENTS-9): another company's API client (or a
 * provider system client) that this company connects, giving it chosen scopes on chosen tenants of its own
 * (docs/decisions/third-party-integrations.md).
 */

/** What the connect dialog shows of a client before the admin confirms: looked up by its id. */
export const integrationClientPreviewSchema = z.object({
  clientId: z.uuid(),
  name: z.string(),
  ownerCompany: z.string(),
  /** The tenant scopes the client was given by its owner: the most a connection can grant. */
  requestedScopes: z.array(tenantTokenScopeSchema),
});
export type IntegrationClientPreview = z.infer<typeof integrationClientPreviewSchema>;

export const connectIntegrationSchema = z.object({
  clientId: z.uuid(),
  scopes: z
    .array(tenantTokenScopeSchema)
    .min(1, 'Choose at least one scope.')
    .max(tenantTokenScopes.length)
    .transform((scopes) => [...new Set(scopes)].sort()),
  tenantIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one tenant.')
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});
export type ConnectIntegration = z.input<typeof connectIntegrationSchema>;

/** A connected integration as the company sees it. */
export const thirdPartyIntegrationSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  name: z.string(),
  ownerCompany: z.string(),
  scopes: z.array(tenantTokenScopeSchema),
  tenants: z.array(z.object({ id: z.uuid(), name: z.string() })),
  connectedBy: z.string().nullable(),
  connectedAt: z.iso.datetime(),
});
export type ThirdPartyIntegration = z.infer<typeof thirdPartyIntegrationSchema>;

export const thirdPartyIntegrationsSchema = z.object({ data: z.array(thirdPartyIntegrationSchema) });
export type ThirdPartyIntegrations = z.infer<typeof thirdPartyIntegrationsSchema>;

/**
 * Seen from the client's owner: a company that connected one of its API clients as a third-party
 * integration, with what it granted (its tenants are its own business: only how many).
 */
export const clientConnectionSchema = z.object({
  company: z.string(),
  scopes: z.array(tenantTokenScopeSchema),
  tenantCount: z.number().int().nonnegative(),
  connectedAt: z.iso.datetime(),
});
export type ClientConnection = z.infer<typeof clientConnectionSchema>;

export const clientConnectionsSchema = z.object({ data: z.array(clientConnectionSchema) });
export type ClientConnections = z.infer<typeof clientConnectionsSchema>;

/** A client the company's admin looks up before connecting it: `.../integrations/clients/:clientId`. */
export const integrationClientParamsSchema = z.object({ org: z.uuid(), clientId: z.uuid() });
/** One of the company's integrations: `/auth/v2/organizations/:org/integrations/:id`. */
export const integrationParamsSchema = z.object({ org: z.uuid(), id: z.uuid() });
