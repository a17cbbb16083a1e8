import type { OpenidScope, Userinfo } from '@portal/contracts';
import { sha256 } from '../../platform/auth/tokens.ts';
import type { AuthorizationRepository } from './authorization.repository.ts';

/** The tenant tokens' access prefix (tenantTokens.service.ts): anything else is no token of ours. */
const ACCESS_PREFIX = 'ptt_';

/**
 * The claims userinfo answers (OIDC Core 5.3.2, 5.4) for an access token a client holds for a user with
 * `openid`: sub always, the name with `profile`, the e-mail with `email`. Null for any other token.
 */
export function userinfoService(repo: AuthorizationRepository, now: () => Date = () => new Date()) {
  return {
    async claimsFor(accessToken: string): Promise<Userinfo | null> {
      if (!accessToken.startsWith(ACCESS_PREFIX)) return null;
      const row = await repo.identityOf(sha256(accessToken), now());
      const scopes = new Set<OpenidScope>(row?.openidScopes ?? []);
      if (!row || !scopes.has('openid')) return null;
      return {
        sub: row.userId,
        ...(scopes.has('profile')
          ? { name: `${row.firstName} ${row.lastName}`, given_name: row.firstName, family_name: row.lastName }
          : {}),
        // What /oidc answers for the same account (oidc/provider.ts, findAccount): one user, one answer.
        ...(scopes.has('email') ? { email: row.email, email_verified: true } : {}),
      };
    },
  };
}

export type UserinfoService = ReturnType<typeof userinfoService>;
