import {
  PORTAL_TOKEN_PREFIX,
  type PortalClientSelf,
  type PortalToken,
  portalTokenLifetimeSeconds,
} from '@portal/contracts';
import { randomToken, sha256 } from '../../platform/auth/tokens.ts';
import type { PortalGrant } from '../apiClients/apiClients.service.ts';
import type { PortalTokensRepository } from './portalTokens.repository.ts';

/** Ended tokens stay a day for an investigation, then go. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

/**
 * Portal tokens of API clients (docs/decisions/cli-portal-tokens.md): issued by the token endpoint for a
 * client credentials grant with portal scopes, admitted by platform/auth/portalTokenAuth.ts.
 */
export function portalTokensService(deps: { repo: PortalTokensRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async issue(grant: PortalGrant): Promise<PortalToken> {
      const at = now();
      const token = PORTAL_TOKEN_PREFIX + randomToken();
      const expiresAt = new Date(at.getTime() + portalTokenLifetimeSeconds * 1000);
      await repo.insert({
        clientId: grant.clientId,
        ownerId: grant.ownerId,
        accessHash: sha256(token),
        scopes: grant.scopes,
        expiresAt,
      });
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: portalTokenLifetimeSeconds,
        expires_at: expiresAt.toISOString(),
        scope: grant.scopes.join(' '),
        organizationId: grant.organizationId,
      };
    },

    /**
     * RFC 7009: false when the token is no portal token (by its prefix); otherwise it is revoked if live
     * and `mayRevoke` accepts the caller for the client it was issued to. An unknown one is not an error.
     */
    async revoke(token: string, mayRevoke: (holderClientId: string) => Promise<boolean>): Promise<boolean> {
      if (!token.startsWith(PORTAL_TOKEN_PREFIX)) return false;
      const hash = sha256(token);
      const holder = await repo.holderOf(hash);
      if (holder && (await mayRevoke(holder))) await repo.revoke(hash, now());
      return true;
    },

    /** What the admitted token is: its client, the owner it acts as, its scopes and permissions. */
    self(context: {
      client: { id: string; name: string; scopes: PortalClientSelf['scopes']; expiresAt: Date };
      userId: string;
      organizationId: string;
      permissions: string[];
    }): PortalClientSelf {
      return {
        client: { id: context.client.id, name: context.client.name },
        userId: context.userId,
        organizationId: context.organizationId,
        scopes: context.client.scopes,
        permissions: context.permissions,
        expiresAt: context.client.expiresAt.toISOString(),
      };
    },

    async sweep(): Promise<number> {
      return repo.deleteEnded(new Date(now().getTime() - KEEP_ENDED_MS));
    },
  };
}
export type PortalTokensService = ReturnType<typeof portalTokensService>;
