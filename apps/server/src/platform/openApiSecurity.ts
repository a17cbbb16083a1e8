import { PORTAL_TOKEN_PREFIX, type TenantTokenScope, tenantTokenScopes } from '@portal/contracts';
import { needsCsrfToken } from './auth/auth.hook.ts';
import { opensToPortalToken } from './auth/portalTokenAuth.ts';
import { sessionCookieName } from './auth/sessionCookie.ts';
import { needsSignIn, SIGNED_OUT_ROUTES } from './auth/signInFirst.ts';

type SecurityRequirement = Record<string, string[]>;

/**
 * A tenant token (an API client's, or one a user connected): what the sandbox APIs take, each operation
 * needing the read or write scope of its service (contracts' `scopeFor`). Issued by the API clients'
 * token endpoint (docs/integrators.md); the flows' URLs are on the portal's origin.
 */
export function tenantTokenScheme(scopes: readonly TenantTokenScope[] = tenantTokenScopes) {
  const described = Object.fromEntries(
    scopes.map((scope) => {
      const [service, access] = scope.split('.');
      return [scope, `${access === 'write' ? 'Change' : 'Read'} ${service}`];
    }),
  );
  return {
    type: 'oauth2',
    description:
      "A tenant token, Authorization: Bearer <token>: an API client's (client credentials, or a user's authorization code), for the sandbox tenants the client reaches.",
    flows: {
      clientCredentials: { tokenUrl: '/auth/v1/token', scopes: described },
      authorizationCode: {
        authorizationUrl: '/auth/v1/authorize',
        tokenUrl: '/auth/v1/token',
        refreshUrl: '/auth/v1/token',
        scopes: described,
      },
    },
  } as const;
}

/**
 * The credentials the portal's API accepts, as the OpenAPI document names them: the session, portal
 * tokens where they open, tenant tokens on the sandbox APIs, an API client's own at the token endpoint.
 */
export function securitySchemes(cookieSecure: boolean) {
  return {
    tenantToken: tenantTokenScheme(),
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName(cookieSecure),
      description:
        "The browser's session, set by signing in (POST /api/v1/token). HttpOnly and SameSite=Strict; with it, a POST, PUT, PATCH or DELETE also needs the csrfToken header.",
    },
    csrfToken: {
      type: 'apiKey',
      in: 'header',
      name: 'xsrf-token',
      description:
        "The session's csrfToken (GET /api/v1/sessionInfo), sent back with the session cookie on every state-changing call: without it, or with another, the call is refused with 403 before anything changes.",
    },
    portalToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: `${PORTAL_TOKEN_PREFIX}…`,
      description:
        "An API client's portal token (POST /auth/v1/token with portal scopes). It acts as the client's owner in the client's company with the permissions its scopes imply, on the apps, builds, deploy, notifications, company and own-client paths only; no CSRF token.",
    },
    clientSecretBasic: {
      type: 'http',
      scheme: 'basic',
      description:
        "An API client's id and secret (client_secret_basic, RFC 6749 2.3.1). A client may send them in the body instead (client_secret_post), or a public client name itself with client_id.",
    },
  } as const;
}

/**
 * What an operation accepts, from the same tests the server makes: a route that lists the portal's 401
 * (and is not one of SIGNED_OUT_ROUTES) needs the session, or a portal token where one opens; a
 * signed-out route serves anyone and a session as well; any other route serves anyone. A route with a
 * credential of its own states its `security` itself.
 */
export function securityOf(method: string, url: string, responses: unknown): SecurityRequirement[] {
  const signedIn = signedInSecurity(method, url);
  if (needsSignIn(method, url, responses)) return signedIn;
  if (SIGNED_OUT_ROUTES.has(`${method} ${url}`)) return [{}, ...signedIn];
  return [];
}

/**
 * What a signed-in operation accepts: the session (with the CSRF header where the hook asks for it), or a
 * portal token where one opens. The endpoint table's routes state it from their access, since a signed-out
 * route's 400-before-401 (signInFirst.ts) would otherwise read as anonymous.
 */
export function signedInSecurity(method: string, url: string): SecurityRequirement[] {
  const session: SecurityRequirement = needsCsrfToken(method, url)
    ? { sessionCookie: [], csrfToken: [] }
    : { sessionCookie: [] };
  return [session, ...(opensToPortalToken(url) ? [{ portalToken: [] }] : [])];
}
