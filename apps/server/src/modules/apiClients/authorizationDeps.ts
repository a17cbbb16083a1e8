import type { TenantTokenScope } from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthorizationRepository } from './authorization.repository.ts';
import type { IdTokenSigner } from './idTokens.ts';

/** What the code flow's steps are given (authorization.module.ts builds it). */
export type AuthorizationDeps = {
  repo: AuthorizationRepository;
  /** This authorization server's issuer identifier, sent as `iss` with every answer (RFC 9207). */
  issuer: string;
  audit: AuditLog;
  /** Signs the ID tokens of requests with `openid`. */
  idTokens: IdTokenSigner;
  /** Whether the user may call the company's tenants (tenants.read in it): the same rule as connecting. */
  mayUseTenants: (userId: string, organizationId: string) => Promise<boolean>;
  /** A confidential client's secret checked, or invalid_client. */
  checkSecret: (clientId: string, secret: string) => Promise<{ secretId: string }>;
  /** A token issued to the client (credential health: last use, the scopes it asks for). */
  recordUse: (
    clientId: string,
    secretId: string | null,
    scopes: TenantTokenScope[],
    at: Date,
  ) => Promise<void>;
  now?: () => Date;
};
