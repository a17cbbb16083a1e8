import {
  apiErrorSchema,
  authConfigSchema,
  logoutResponseSchema,
  SIGNED_IN_HINT_COOKIE,
  sessionInfoSchema,
  tokenExchangeRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/auth/guards.ts';
import {
  sessionCookieName,
  sessionCookieOptions,
  signedInHintCookieOptions,
} from '../../platform/auth/sessionCookie.ts';
import { sha256 } from '../../platform/auth/tokens.ts';
import { errorResponses } from '../../platform/errorResponses.ts';
import { endSession } from './endSession.ts';
import type { SessionService } from './session.service.ts';

const errors = errorResponses(400, 401, 403);

/** The backend-for-frontend (DESIGN.md 1): sign-in, region switch, logout and session info. */
export async function sessionRoutes(
  fastify: FastifyInstance,
  opts: { service: SessionService; cookieSecure: boolean },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, cookieSecure } = opts;
  const cookieName = sessionCookieName(cookieSecure);
  const logout = endSession(service, cookieSecure);

  app.get(
    '/api/v1/auth/config',
    {
      schema: {
        tags: ['session'],
        summary: 'What the web needs to build the authorization URL (PKCE S256, nonce = state)',
        response: { 200: authConfigSchema },
      },
    },
    async () => service.authConfig(),
  );

  app.post(
    '/api/v1/token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['session'],
        summary: 'Redeem the sign-in callback; sets the session cookie and answers the session info',
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const previous = request.cookies[cookieName];
      const result = await service.signIn(request.body, previous ? sha256(previous) : undefined);
      reply
        .setCookie(cookieName, result.cookieToken, sessionCookieOptions(cookieSecure, result.maxAgeSeconds))
        .setCookie(SIGNED_IN_HINT_COOKIE, '1', signedInHintCookieOptions(cookieSecure, result.maxAgeSeconds))
        .header('Cache-Control', 'no-store');
      return result.sessionInfo;
    },
  );

  app.post(
    '/api/v1/token-exchange',
    {
      schema: {
        tags: ['session'],
        summary: "Switch the session's region (company switch); answers the new session info",
        body: tokenExchangeRequestSchema,
        response: { 200: tokenResponseSchema, ...errors },
        // Signed-out routes keep a bad body's 400 (signInFirst.ts), but switching needs the session.
        security: [{ sessionCookie: [], csrfToken: [] }],
      },
    },
    async (request) => service.switchRegion(requireSession(request), request.body.region),
  );

  app.post(
    '/api/v1/logout',
    {
      schema: {
        tags: ['session'],
        summary: 'End the session on the server and at the provider; clears the cookie',
        response: { 200: logoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await logout(request, reply);
      return { loggedOut: true as const };
    },
  );

  app.get(
    '/api/v1/sessionInfo',
    {
      schema: {
        tags: ['session'],
        summary: 'The session fields of SPEC.md 3; 401 when not signed in',
        response: { 200: sessionInfoSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // The session ended (expired, signed out elsewhere): the hint goes too, so the page stops asking.
      if (!request.session && request.cookies[SIGNED_IN_HINT_COOKIE])
        reply.clearCookie(SIGNED_IN_HINT_COOKIE, signedInHintCookieOptions(cookieSecure));
      return service.sessionInfo(requireSession(request));
    },
  );
}
