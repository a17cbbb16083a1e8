import { SIGNED_IN_HINT_COOKIE } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  sessionCookieName,
  sessionCookieOptions,
  signedInHintCookieOptions,
} from '../../platform/auth/sessionCookie.ts';
import type { SessionService } from './session.service.ts';

/** Ends the request's portal session (server and provider) and clears its cookies: every logout route's work. */
export type EndSession = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function endSession(service: SessionService, cookieSecure: boolean): EndSession {
  const cookieName = sessionCookieName(cookieSecure);
  return async (request, reply) => {
    if (request.session) await service.logout(request.session.id);
    reply
      .clearCookie(cookieName, sessionCookieOptions(cookieSecure))
      .clearCookie(SIGNED_IN_HINT_COOKIE, signedInHintCookieOptions(cookieSecure));
  };
}
