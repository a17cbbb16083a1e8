import { isUuid } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { isApiPath } from '../errorHandler.ts';
import { HttpError } from '../httpError.ts';
import { authRepository } from './auth.repository.ts';
import type { AuthSession } from './authSession.ts';
import { enableMembershipCache } from './membershipCache.ts';
import { admitPortalToken, portalTokenOf, registerPortalClientContext } from './portalTokenAuth.ts';
import { enableSessionCache } from './sessionCache.ts';
import { sessionCookieName } from './sessionCookie.ts';
import { safeEqual, sha256 } from './tokens.ts';

export type { AuthSession } from './authSession.ts';

/** The session of a page's request (not an API call): the web app's HTML for a signed-in user. */
export type PageSessions = { sessionOfPage(request: FastifyRequest): Promise<AuthSession | undefined> };

export type OrgContext = {
  organizationId: string;
  roles: string[];
  associationType: string;
  permissions: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session behind the cookie, or null when not signed in. */
    session: AuthSession | null;
    /** The company named by x-organization-id, once checked to be one of the caller's. */
    org: OrgContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The sign-in endpoint is protected by state + PKCE: there is no CSRF token before a session exists. The
 * consent page's form cannot send a header: its route checks the Origin and the one-time request id. The
 * RP-initiated logout's confirmation form cannot either: its route ends a session only on an answer whose
 * Origin (or Sec-Fetch-Site) is the portal's own page.
 */
const CSRF_EXEMPT = ['/api/v1/token', '/api/v1/telemetry/', '/auth/v1/authorize/', '/auth/v1/logout'];
/** BFF session endpoints work whatever company the web still has selected. */
const ORG_CHECK_EXEMPT = [
  '/api/v1/token',
  '/api/v1/token-exchange',
  '/api/v1/logout',
  '/api/v1/sessionInfo',
  '/api/v1/auth/',
];
const TOUCH_EVERY_MS = 60_000;
/**
 * Reading these must not keep the session alive: the app builder reads its session status every minute
 * to warn before the end (modules/builder), and an idle timeout its own poll renewed would never come.
 */
const NO_SLIDE = ['/apphub/v1/builder/session'];

/**
 * Whether a signed-in call must carry the session's CSRF token in the `xsrf-token` header (the
 * OpenAPI document's security says the same: openApiSecurity.ts).
 */
export function needsCsrfToken(method: string, path: string): boolean {
  return !SAFE_METHODS.has(method) && !startsWithAny(path, CSRF_EXEMPT);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

function startsWithAny(path: string, prefixes: string[]): boolean {
  return prefixes.some((prefix) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix));
}

/**
 * Loads the session on every API request (or admits an API client's portal token instead:
 * portalTokenAuth.ts), then enforces the CSRF token on state-changing signed-in
 * requests (docs/product/sign-in.md SIGNIN-9) and the company header (the caller must belong to it). Both
 * refusals happen before any handler runs, so nothing changes. Returns the session reader of the web app's
 * pages (webApp.ts), which the hook leaves alone.
 */
export function registerAuth(app: FastifyInstance, { config, database }: Deps): PageSessions {
  // PGlite only: one process owns the database there (sessionCache.ts and membershipCache.ts say why
  // not on PostgreSQL).
  if (database.kind === 'pglite') {
    enableSessionCache(database.db);
    enableMembershipCache(database.db);
  }
  const repo = authRepository(database.db);
  const cookieName = sessionCookieName(config.cookieSecure);
  app.decorateRequest('session', null);
  app.decorateRequest('org', null);
  registerPortalClientContext(app);

  const liveSession = async (path: string, token: string): Promise<AuthSession | undefined> => {
    const now = new Date();
    const session = await repo.findLiveSession(sha256(token), now);
    if (!session) return undefined;
    // Slide the idle timeout only when that moves it by more than a minute: a write per request would
    // make every read (sessionInfo above all) a write, which PGlite's single connection serialises.
    const slid = slideIdle(now, session.expiresAt, config.session.idleSeconds);
    if (slid.getTime() - session.idleExpiresAt.getTime() > TOUCH_EVERY_MS && !startsWithAny(path, NO_SLIDE)) {
      session.idleExpiresAt = slid;
      await repo.touchSession(session.id, now, slid);
    }
    return session;
  };

  const authenticate = async (request: FastifyRequest, reply: FastifyReply, path: string, token: string) => {
    const session = await liveSession(path, token);
    if (!session) return;
    request.session = session;
    // What a signed-in user reads is theirs: no browser or proxy cache keeps it (a route that serves
    // something shareable sets its own Cache-Control, which replaces this one).
    reply.header('Cache-Control', 'no-store');

    if (needsCsrfToken(request.method, path)) {
      const sent = request.headers['xsrf-token'];
      if (typeof sent !== 'string' || !safeEqual(sent, session.csrfToken)) {
        throw new HttpError('forbidden', 'Missing or wrong xsrf-token header.');
      }
    }

    const orgHeader = request.headers['x-organization-id'];
    if (typeof orgHeader === 'string' && orgHeader !== '' && !startsWithAny(path, ORG_CHECK_EXEMPT)) {
      request.org = await loadOrg(repo, session.userId, orgHeader);
    }
  };

  // A callback hook: requests without a session cookie (health checks, static files, the public API)
  // pass without the promise an async hook costs.
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request);
    if (!isApiPath(path) || path.startsWith('/oidc')) return done();
    const portalToken = portalTokenOf(request);
    if (portalToken) {
      admitPortalToken(database.db, request, path, portalToken).then(({ session, org, client }) => {
        request.session = session;
        request.org = org;
        request.apiClient = client;
        reply.header('Cache-Control', 'no-store');
        done();
      }, done);
      return;
    }
    const token = request.cookies[cookieName];
    if (!token) return done();
    authenticate(request, reply, path, token).then(() => done(), done);
  });

  return {
    // A page's request carries the session as sessionInfo's does, and keeps it alive as that read would.
    async sessionOfPage(request) {
      const token = request.cookies[cookieName];
      return token ? liveSession(pathOf(request), token) : undefined;
    },
  };
}

export function slideIdle(now: Date, expiresAt: Date, idleSeconds: number): Date {
  return new Date(Math.min(now.getTime() + idleSeconds * 1000, expiresAt.getTime()));
}

export async function loadOrg(
  repo: ReturnType<typeof authRepository>,
  userId: string,
  organizationId: string,
): Promise<OrgContext> {
  const membership = isUuid(organizationId)
    ? await repo.findMembershipOfRequest(userId, organizationId)
    : undefined;
  if (!membership) throw new HttpError('forbidden', 'You are not a member of this company.');
  return { organizationId: organizationId.toLowerCase(), ...membership };
}
