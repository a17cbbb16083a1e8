import {
  type PublicConfig,
  permissionsResponseSchema,
  publicConfigSchema,
  SIGNED_IN_CONTEXT_MAX_COMPANIES,
  type SignedInContext,
  sessionInfoSchema,
  termsStatusSchema,
  userOrganizationsResponseSchema,
  userSelfSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { type AuthSession, loadOrg } from '../../platform/auth/auth.hook.ts';
import { authRepository } from '../../platform/auth/auth.repository.ts';
import type { IdentityService } from '../identity/identity.service.ts';
import type { SessionService } from './session.service.ts';

export type SignedInContextOf = (session: AuthSession) => Promise<SignedInContext>;

/**
 * What the shell waits for before a signed-in first screen, read for the HTML of the page
 * (docs/decisions/signed-in-page-context.md): each answer through the same service call its endpoint makes
 * and shaped by the same response schema, so the block holds what each request would have answered. The
 * permissions are those of the first companies of the list (requireOrg's loadOrg, as the endpoint). The
 * config is the deployment's, what GET /api/v1/config answers anyone: shaped once.
 */
export function signedInContextOf(deps: {
  db: Db;
  identity: IdentityService;
  sessions: SessionService;
  publicConfig: PublicConfig;
}): SignedInContextOf {
  const { identity, sessions } = deps;
  const repo = authRepository(deps.db);
  // config.specs.ts's response schema: the keys the endpoint serializes.
  const config = publicConfigSchema.parse(deps.publicConfig);
  return async (session) => {
    const [info, userSelf, userOrganizations, terms] = await Promise.all([
      sessions.sessionInfo(session),
      identity.self(session),
      identity.organizationsOf(session),
      identity.terms(session.userId),
    ]);
    const companies = userOrganizations.slice(0, SIGNED_IN_CONTEXT_MAX_COMPANIES);
    const orgs = await Promise.all(
      companies.map((company) => loadOrg(repo, session.userId, company.organizationUuid)),
    );
    // The endpoints' response schemas (identity.specs.ts, session.specs.ts): the keys they serialize.
    return {
      config,
      session: sessionInfoSchema.parse(info),
      userSelf: userSelfSchema.parse(userSelf),
      organizations: userOrganizationsResponseSchema.parse({ userOrganizations }),
      terms: termsStatusSchema.parse(terms),
      permissions: Object.fromEntries(
        orgs.map((org, i) => [
          companies[i]!.organizationUuid,
          permissionsResponseSchema.parse({ permissions: org.permissions }),
        ]),
      ),
    };
  };
}
