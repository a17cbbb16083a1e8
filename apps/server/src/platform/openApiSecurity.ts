import { PORTAL_TOKEN_PREFIX } from '@portal/contracts';
import { needsCsrfToken } from './auth/auth.hook.ts';
import { opensToPortalToken } from './auth/portalTokenAuth.ts';
import { sessionCookieName } from './auth/sessionCookie.ts';
import { needsSignIn, SIGNED_OUT_ROUTES } from './auth/signInFirst.ts';

type SecurityRequirement = Record<string, string[]>;

/**
 * The credentials the portal's API accepts, as the OpenAPI document names them. API client tokens
 * (tenant tokens) are not among them: only the sandbox APIs take those, and their own documents say so.
 */
export function securitySchemes(cookieSecure: boolean) {
  return {
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
  const session: SecurityRequirement = needsCsrfToken(method, url)
    ? { sessionCookie: [], csrfToken: [] }
    : { sessionCookie: [] };
  const signedIn = [session, ...(opensToPortalToken(url) ? [{ portalToken: [] }] : [])];
  if (needsSignIn(method, url, responses)) return signedIn;
  if (SIGNED_OUT_ROUTES.has(`${method} ${url}`)) return [{}, ...signedIn];
  return [];
}
