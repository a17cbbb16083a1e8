import {
  type ClientConnections,
  type ConnectIntegration,
  type IntegrationClientPreview,
  isPortalScope,
  type TenantTokenScope,
  type ThirdPartyIntegration,
} from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { ConnectionRow, IntegrationsRepository } from './integrations.repository.ts';

type Actor = { userId: string; ip?: string };

const toIntegration = (row: ConnectionRow): ThirdPartyIntegration => ({
  ...row,
  connectedAt: row.connectedAt.toISOString(),
});

/**
 * A company's third-party integrations: another company's API client connected with
 * chosen scopes on chosen tenants of this company (docs/decisions/third-party-integrations.md).
 */
export function integrationsService(
  repo: IntegrationsRepository,
  deps: { audit: AuditLog; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  /** The client someone else owns, with the tenant scopes its owner gave it; 404 and 400 otherwise. */
  async function foreignClient(organizationId: string, clientId: string) {
    const client = await repo.client(clientId);
    if (!client) throw new HttpError('not_found', 'API client not found.');
    if (client.organizationId === organizationId)
      throw new HttpError(
        'bad_request',
        "This is your own company's API client: it reaches your tenants without being connected.",
      );
    const requestedScopes = (
      client.scopes.filter((scope) => !isPortalScope(scope)) as TenantTokenScope[]
    ).sort();
    if (requestedScopes.length === 0)
      throw new HttpError(
        'bad_request',
        'This API client asks for no tenant scope: there is nothing to grant it.',
      );
    return { ...client, requestedScopes };
  }

  return {
    list: async (organizationId: string) => ({ data: (await repo.list(organizationId)).map(toIntegration) }),

    /** For the client's owner: who connected it, with which scopes; 404 for a client of another company. */
    async connectionsOf(ownerId: string, clientId: string): Promise<ClientConnections> {
      const client = await repo.client(clientId);
      if (!client || client.organizationId !== ownerId)
        throw new HttpError('not_found', 'API client not found.');
      const rows = await repo.connectionsOf(clientId);
      return {
        data: rows.map((row) => ({
          company: row.company,
          scopes: row.scopes as TenantTokenScope[],
          tenantCount: row.tenantCount,
          connectedAt: row.connectedAt.toISOString(),
        })),
      };
    },

    async preview(organizationId: string, clientId: string): Promise<IntegrationClientPreview> {
      const { name, ownerCompany, requestedScopes } = await foreignClient(organizationId, clientId);
      return { clientId, name, ownerCompany, requestedScopes };
    },

    async connect(
      organizationId: string,
      body: ConnectIntegration,
      actor: Actor,
    ): Promise<ThirdPartyIntegration> {
      const client = await foreignClient(organizationId, body.clientId);
      const scopes = [...new Set(body.scopes)].sort();
      const notAsked = scopes.filter((scope) => !client.requestedScopes.includes(scope));
      if (notAsked.length > 0)
        throw new HttpError('bad_request', `The client does not ask for ${notAsked.join(', ')}.`);
      const tenantIds = [...new Set(body.tenantIds)];
      const own = await repo.ownTenants(organizationId, tenantIds);
      // Another company's tenant and an unknown one answer alike: nothing about other companies leaks.
      if (own.length !== tenantIds.length)
        throw new HttpError('bad_request', 'Choose tenants of your own company.');
      const id = await repo.connect({
        organizationId,
        clientId: client.clientId,
        scopes,
        connectedBy: actor.userId,
        tenantIds,
      });
      if (!id) throw new HttpError('conflict', `${client.name} is connected already.`);
      await deps.audit({
        organizationId,
        userId: actor.userId,
        action: 'integrations.connect',
        target: client.clientId,
        message: `Connected the integration ${client.name} of ${client.ownerCompany} with ${scopes.join(', ')} on ${own.map((t) => t.name).join(', ')}`,
        ...(actor.ip ? { ip: actor.ip } : {}),
        after: { clientId: client.clientId, scopes, tenants: own.map((t) => t.name) },
      });
      const [created] = await repo.list(organizationId, id);
      return toIntegration(created!);
    },

    async disconnect(organizationId: string, id: string, actor: Actor): Promise<void> {
      const [before] = await repo.list(organizationId, id);
      const gone = before ? await repo.disconnect(organizationId, id, now()) : undefined;
      if (!before || !gone) throw new HttpError('not_found', 'ThirdPartyIntegration not found.');
      await deps.audit({
        organizationId,
        userId: actor.userId,
        action: 'integrations.disconnect',
        target: before.clientId,
        message: `Disconnected the integration ${before.name} of ${before.ownerCompany}; its tokens for this company's tenants were revoked`,
        ...(actor.ip ? { ip: actor.ip } : {}),
        before: {
          clientId: before.clientId,
          scopes: before.scopes,
          tenants: before.tenants.map((t) => t.name),
        },
      });
    },
  };
}
export type IntegrationsService = ReturnType<typeof integrationsService>;
