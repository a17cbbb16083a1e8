import type { ApiError } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { owesSignIn } from './auth/signInFirst.ts';
import { codeForStatus, HttpError } from './httpError.ts';
import { isStorageFull, storageFullError } from './storage/storageFull.ts';
import { installValidationSentences } from './validationSentences.ts';

/** Paths that belong to the API: an unknown one is a JSON 404, never the web app. */
export const apiPrefixes = [
  '/api/',
  '/auth/v1/',
  '/auth/v2/',
  '/apphub/',
  '/aos/',
  '/observability/',
  '/orchestrate/insights',
  '/sub-api/',
  '/oidc/',
  '/sandbox/',
  '/public/',
  '/assets/',
  '/errors/',
  // RFC 8615: well-known URIs are for programs; one the server does not serve is a JSON 404, not the app.
  '/.well-known/',
  // Webhook test inboxes' receiving route (modules/logAlerts/webhookInboxes.routes.ts).
  '/hooks/',
];

const apiRoots = apiPrefixes.map((prefix) => prefix.replace(/\/$/, ''));

/** Called by hooks on every request, hence no regular expression or array per call. */
export function isApiPath(url: string): boolean {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  return apiPrefixes.some((prefix, i) => path === apiRoots[i] || path.startsWith(prefix));
}

/**
 * The issues as sentences: zod's own are already sentences naming their field (validationSentences.ts);
 * a schema's own text ('Reference ID is required.') is prefixed with the field it is about.
 */
export function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const message = issue.message ?? '';
        return where && !message.startsWith(`${where} `) ? `${where}: ${message}` : message;
      })
      .join(' ');
  }
  return error.message;
}

/**
 * The status and `{ error, message }` of an error the client caused (4xx), or null for a fault of the
 * server's: one mapping for the portal's handler and for protocols that answer in their own shape
 * (GraphQL's `errors`), so that both say the same of a bad body, a missing sign-in or a 404.
 */
export function clientError(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ApiError } | null {
  let status: number;
  let body: ApiError;
  if (owesSignIn(error, request)) {
    status = 401;
    body = { error: 'unauthorized', message: 'Sign in to continue.' };
  } else if (error instanceof HttpError) {
    status = error.statusCode;
    body = { error: error.code, message: error.message };
  } else if (error.validation) {
    status = 400;
    body = {
      error: 'bad_request',
      message: describeValidation(error),
    };
  } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    status = 413;
    body = { error: 'payload_too_large', message: 'The request body is larger than the server accepts.' };
  } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    status = 415;
    body = { error: 'unsupported_media_type', message: 'Send the request body as application/json.' };
  } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    status = 400;
    body = { error: 'bad_request', message: 'The request body is not valid JSON.' };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    body = { error: codeForStatus(status), message: error.message };
  } else return null;
  if (status >= 500) return null;
  if (status === 429) body = { error: 'rate_limited', message: body.message };
  return { status, body };
}

/**
 * Maps every error to the `{ error, message }` format of docs/architecture.md, "Service prefixes and errors".
 */
export function registerErrorHandling(app: FastifyInstance): void {
  installValidationSentences();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = clientError(error, request);
    if (known) return reply.status(known.status).type('application/json').send(known.body);
    let status: number;
    let body: ApiError;
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { error: error.code, message: error.message };
    } else if (isStorageFull(error)) {
      // The operator's to fix (a full FILES_DIR); every writer removes its partial file before this.
      request.log.error({ err: error }, 'file storage is full');
      const full = storageFullError();
      status = full.statusCode;
      body = { error: full.code, message: full.message };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { error: 'internal', message: 'Something went wrong on our side. Try again later.' };
    }
    return reply.status(status).type('application/json').send(body);
  });
}
