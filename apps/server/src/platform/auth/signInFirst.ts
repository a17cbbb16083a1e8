import { apiErrorSchema } from '@portal/contracts';
import type { FastifyError, FastifyRequest } from 'fastify';

/**
 * Routes whose documents list 401 but which also serve a caller who is not signed in (sign-in itself,
 * sign-out, public reading, invitation links, webhooks with their own secret): their bad input stays a
 * 400. Keyed `METHOD /route/:pattern`; signInFirst.api.test.ts checks every other route of the portal's
 * OpenAPI document that lists 401.
 */
export const SIGNED_OUT_ROUTES = new Set([
  'POST /api/v1/token',
  'POST /api/v1/token-exchange',
  'POST /api/v1/logout',
  'POST /apphub/v1/orchestrate/logout',
  'GET /auth/v2/users/terms',
  'GET /auth/v2/invitations/:token',
  'POST /auth/v2/invitations/:token/accept',
  'POST /apphub/v1/hooks/:hook',
  'GET /apphub/v1/catalog',
  'GET /apphub/v1/catalog/:id',
  'GET /apphub/v1/catalog/:id/code',
  'GET /sub-api/v1/search',
  'GET /sub-api/v2/search',
  'GET /sub-api/v1/docs',
  'GET /sub-api/v1/docs/:slug',
  'GET /sub-api/v1/tutorials',
  'GET /sub-api/v1/tutorials/:slug',
  'GET /sub-api/v2/product-updates',
]);

/** Refusals of the request's shape (body, parameters, query, media type), made before any handler. */
const SHAPE_ERRORS = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

/**
 * Whether a refusal of the request's shape is owed a 401 instead: Fastify parses and
 * validates before any handler runs, and the session guards run in handlers, so an anonymous bad body
 * got 400 where the OpenAPI document promises 401. True when the caller sent no credential at all (no
 * session, no Authorization header) and the route lists the portal's 401 and is not one of the
 * SIGNED_OUT_ROUTES. Routes that check their own credential first (the sandbox, in onRequest) or answer
 * in another shape (the OAuth endpoints, with their own error handler) never get here with one.
 */
export function owesSignIn(error: FastifyError, request: FastifyRequest): boolean {
  if (!error.validation && !SHAPE_ERRORS.has(error.code) && !(error instanceof SyntaxError)) return false;
  if (request.session || request.headers.authorization !== undefined) return false;
  const { method, routeOptions } = request;
  return needsSignIn(method, routeOptions.url ?? '', routeOptions.schema?.response);
}

/**
 * Whether a route serves only a signed-in caller (a session or, where it opens, a portal token): it
 * lists the portal's 401 and is not one of the SIGNED_OUT_ROUTES. The OpenAPI document's security
 * comes from the same test (openApiSecurity.ts).
 */
export function needsSignIn(method: string, url: string, responses: unknown): boolean {
  if (typeof responses !== 'object' || responses === null) return false;
  if (new Map(Object.entries(responses)).get('401') !== apiErrorSchema) return false;
  return !SIGNED_OUT_ROUTES.has(`${method} ${url}`);
}
