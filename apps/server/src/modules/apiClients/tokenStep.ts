import { randomUUID } from 'node:crypto';
import {
  formatMessage,
  isUuid,
  type OpenidScope,
  pkceVerifierPattern,
  type TenantTokenScope,
} from '@portal/contracts';
import { sha256 } from '../../platform/auth/tokens.ts';
import { OAuthError } from '../../platform/oauthError.ts';
import type { AuthorizationDeps } from './authorizationDeps.ts';
import { CODE_PREFIX } from './authorizeStep.ts';

/** What an OpenID Connect request adds to a grant: the identity scopes, its nonce, the sign-in time. */
export type OpenidGrant = { scopes: OpenidScope[]; nonce: string | null; authTime: Date };

/** A redeemed code: the token to issue, for the user through the client. */
export type DelegatedGrant = {
  clientId: string;
  userId: string;
  tenantId: string;
  tenant: string;
  scopes: TenantTokenScope[];
  familyId: string;
  withRefresh: boolean;
  /** Null for a plain OAuth request: no ID token, no userinfo. */
  openid: OpenidGrant | null;
};

/** The token request of the code grant (RFC 6749 4.1.3) and the client's credentials, if it sent any. */
export type CodeRedemption = {
  code: string;
  redirectUri?: string | undefined;
  codeVerifier?: string | undefined;
  clientId?: string | undefined;
  credentials: { id: string; secret: string } | null;
};

/**
 * The token endpoint's side of the code flow (RFC 6749 4.1.3, RFC 7636 4.6, OIDC Core 3.1.3): a code
 * redeemed with its verifier, the ID token added, and who may refresh or revoke a client's tokens.
 */
export function tokenStep(deps: AuthorizationDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * The code grant at the token endpoint: the code once, by the client it was issued to, with the same
     * redirect URI and the verifier of its challenge. A code presented again revokes what it gave.
     */
    async redeem(input: CodeRedemption): Promise<DelegatedGrant> {
      const at = now();
      const clientId = input.credentials?.id ?? input.clientId;
      if (!clientId)
        throw new OAuthError(
          'invalid_client',
          'Name the client: client_id, or HTTP Basic for a confidential client.',
        );
      const client = isUuid(clientId) ? await repo.client(clientId) : null;
      if (!client || client.disabled)
        throw new OAuthError('invalid_client', 'Client authentication failed: unknown or disabled client.');
      const secretId = input.credentials
        ? (await deps.checkSecret(client.id, input.credentials.secret)).secretId
        : null;
      if (!input.credentials && client.type !== 'public')
        throw new OAuthError('invalid_client', 'A confidential client authenticates with its secret.');
      if (!client.grantTypes.includes('authorization_code'))
        throw new OAuthError('unauthorized_client', 'This client may not use the authorization code grant.');

      const invalid = () =>
        new OAuthError(
          'invalid_grant',
          'The authorization code is not valid, has expired or was used already.',
        );
      const request = input.code.startsWith(CODE_PREFIX) ? await repo.byCode(sha256(input.code)) : null;
      if (!request || request.clientId !== client.id) throw invalid();
      if (request.redeemedAt) {
        if (request.familyId) await repo.revokeFamily(request.familyId, at);
        throw invalid();
      }
      if (request.expiresAt.getTime() <= at.getTime()) throw invalid();
      if (input.redirectUri !== undefined && input.redirectUri !== request.redirectUri)
        throw new OAuthError(
          'invalid_grant',
          'The redirect URI differs from the one the code was issued for.',
        );
      if (!input.codeVerifier || !pkceVerifierPattern.test(input.codeVerifier))
        throw new OAuthError(
          'invalid_grant',
          'Send the PKCE code_verifier: 43 to 128 unreserved characters.',
        );
      if (sha256(input.codeVerifier) !== request.codeChallenge)
        throw new OAuthError('invalid_grant', 'The code verifier does not match the code challenge.');
      // What was edited away since the code was issued is not given.
      if (!client.tenants.some((tenant) => tenant.id === request.tenantId))
        throw new OAuthError('invalid_grant', 'The client no longer reaches this tenant.');
      const scopes = request.scopes.filter((scope) => client.scopes.includes(scope));
      if (scopes.length === 0)
        throw new OAuthError('invalid_grant', 'The client no longer has these scopes.');

      const familyId = randomUUID();
      if (!(await repo.redeem(request.id, familyId, at))) throw invalid();
      await deps.recordUse(client.id, secretId, scopes, at);
      return {
        clientId: client.id,
        userId: request.userId,
        tenantId: request.tenantId,
        tenant: request.tenant,
        scopes,
        familyId,
        withRefresh: client.grantTypes.includes('refresh_token'),
        openid: request.openidScopes
          ? { scopes: request.openidScopes, nonce: request.nonce, authTime: request.authTime ?? at }
          : null,
      };
    },

    /**
     * The code grant's answer with its ID token (OIDC Core 3.1.3.3) when the request had `openid`:
     * signed for the client, with the nonce the request carried and the hash of this access token.
     */
    async withIdToken<T extends { access_token: string }>(
      grant: DelegatedGrant,
      answer: T,
    ): Promise<T & { id_token?: string }> {
      if (!grant.openid) return answer;
      const id_token = await deps.idTokens.sign({
        clientId: grant.clientId,
        userId: grant.userId,
        authTime: grant.openid.authTime,
        nonce: grant.openid.nonce,
        accessToken: answer.access_token,
      });
      return { ...answer, id_token };
    },

    /**
     * A refresh of a token the client holds for a user: a confidential client authenticates (RFC 6749 6),
     * a public one may name itself; a disabled client refreshes nothing.
     */
    async checkRefresh(
      clientId: string,
      credentials: { id: string; secret: string } | null,
      namedClientId: string | undefined,
    ): Promise<void> {
      const client = await repo.client(clientId);
      if (!client || client.disabled) throw new OAuthError('invalid_grant', 'The client is disabled.');
      let secretId: string | null = null;
      if (credentials) {
        if (credentials.id !== clientId)
          throw new OAuthError('invalid_grant', 'The refresh token was issued to another client.');
        secretId = (await deps.checkSecret(clientId, credentials.secret)).secretId;
      } else if (client.type !== 'public')
        throw new OAuthError('invalid_client', 'A confidential client authenticates with its secret.');
      else if (namedClientId !== undefined && namedClientId !== clientId)
        throw new OAuthError('invalid_grant', 'The refresh token was issued to another client.');
      await deps.recordUse(clientId, secretId, [], now());
    },

    /**
     * Who may revoke a token at the revocation endpoint (RFC 7009 2.1): a confidential client
     * authenticates, a public one names itself with client_id, and each revokes only the tokens issued
     * to it; another's token is left alone with the same answer, so the endpoint tells nothing about it.
     * A caller that names no client revokes only the portal's own tokens (a user's, from "Connect to
     * tenant"), which no client holds.
     */
    async revocationCheck(
      credentials: { id: string; secret: string } | null,
      namedClientId: string | undefined,
    ): Promise<(holderClientId: string | null) => Promise<boolean>> {
      let caller: string | null = null;
      if (credentials) {
        await deps.checkSecret(credentials.id, credentials.secret);
        caller = credentials.id;
      } else if (namedClientId !== undefined) {
        const client = isUuid(namedClientId) ? await repo.client(namedClientId) : null;
        if (!client || client.disabled)
          throw new OAuthError('invalid_client', 'Client authentication failed: unknown or disabled client.');
        if (client.type !== 'public')
          throw new OAuthError('invalid_client', 'A confidential client authenticates with its secret.');
        caller = client.id;
      }
      return async (holder) => {
        if (holder === caller) return true;
        if (holder !== null && caller === null)
          throw new OAuthError('invalid_client', formatMessage('oauth.revokeNameClient'));
        return false;
      };
    },
  };
}
