import { SIGNED_IN_HINT_COOKIE, sessionSpecs } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../platform/auth/guards.ts';
import {
  sessionCookieName,
  sessionCookieOptions,
  signedInHintCookieOptions,
} from '../../platform/auth/sessionCookie.ts';
import { sha256 } from '../../platform/auth/tokens.ts';
import { endpointRoutes } from '../../platform/endpointRoutes.ts';
import { endSession } from './endSession.ts';
import type { SessionService } from './session.service.ts';

/**
 * The backend-for-frontend (docs/architecture.md, "Sessions and security"): sign-in, region switch, logout
 * and session info.
 */
export async function sessionRoutes(
  fastify: FastifyInstance,
  opts: { service: SessionService; cookieSecure: boolean },
): Promise<void> {
  const route = endpointRoutes(fastify);
  const { service, cookieSecure } = opts;
  const cookieName = sessionCookieName(cookieSecure);
  const logout = endSession(service, cookieSecure);

  route(sessionSpecs.getAuthConfig, async () => service.authConfig());

  route(
    sessionSpecs.redeemSignIn,
    async (request, reply) => {
      const previous = request.cookies[cookieName];
      const result = await service.signIn(request.body, previous ? sha256(previous) : undefined);
      reply
        .setCookie(cookieName, result.cookieToken, sessionCookieOptions(cookieSecure, result.maxAgeSeconds))
        .setCookie(SIGNED_IN_HINT_COOKIE, '1', signedInHintCookieOptions(cookieSecure, result.maxAgeSeconds))
        .header('Cache-Control', 'no-store');
      return result.sessionInfo;
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(sessionSpecs.switchSessionRegion, async (request, _reply, { session }) =>
    service.switchRegion(session, request.body.region),
  );

  route(sessionSpecs.logout, async (request, reply) => {
    await logout(request, reply);
    return { loggedOut: true as const };
  });

  route(sessionSpecs.getSessionInfo, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // The session ended (expired, signed out elsewhere): the hint goes too, so the page stops asking.
    if (!request.session && request.cookies[SIGNED_IN_HINT_COOKIE])
      reply.clearCookie(SIGNED_IN_HINT_COOKIE, signedInHintCookieOptions(cookieSecure));
    return service.sessionInfo(requireSession(request));
  });
}
