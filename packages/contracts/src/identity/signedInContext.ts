import type { PublicConfig } from '../flags.ts';
import type { UserOrganizationsResponse } from './organizations.ts';
import type { PermissionsResponse } from './permissions.ts';
import type { SessionInfo } from './session.ts';
import type { TermsStatus, UserSelf } from './users.ts';

/**
 * The id of the data block a signed-in page's HTML carries (docs/decisions/signed-in-page-context.md):
 * the answers the shell waits for before its first screen, the config's among them, so the web asks none
 * of them.
 */
export const SIGNED_IN_CONTEXT_ELEMENT_ID = 'portal-signed-in-context';

/** Companies whose permissions the block carries; a user's further companies are asked as before. */
export const SIGNED_IN_CONTEXT_MAX_COMPANIES = 10;

/** Each field is what its own endpoint answers for the user, unchanged. */
export type SignedInContext = {
  /** GET /api/v1/config: the deployment's, the same for every user. */
  config: PublicConfig;
  /** GET /api/v1/sessionInfo */
  session: SessionInfo;
  /** GET /auth/v1/users/self */
  userSelf: UserSelf;
  /** GET /auth/v2/organizations/self */
  organizations: UserOrganizationsResponse;
  /** GET /auth/v2/users/self/terms */
  terms: TermsStatus;
  /** GET /auth/v2/organizations/{org}/permissions/self, by company id, for the first companies of the list. */
  permissions: Record<string, PermissionsResponse>;
};
