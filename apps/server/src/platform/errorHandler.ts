import type { ApiError } from '@portal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, HttpError } from './httpError.ts';
import { isStorageFull, storageFullError } from './storage/storageFull.ts';

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
];

const apiRoots = apiPrefixes.map((prefix) => prefix.replace(/\/$/, ''));

/** Called by hooks on every request, hence no regular expression or array per call. */
export function isApiPath(url: string): boolean {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  return apiPrefixes.some((prefix, i) => path === apiRoots[i] || path.startsWith(prefix));
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return where ? `${where}: ${issue.message}` : issue.message;
      })
      .join('; ');
  }
  return error.message;
}

/** Maps every error to the `{ error, message }` format of DESIGN.md section 3. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ApiError;
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = { error: error.code, message: error.message };
    } else if (error.validation) {
      status = 400;
      body = {
        error: 'bad_request',
        message: `Invalid ${error.validationContext ?? 'request'}: ${describeValidation(error)}`,
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
    if (status === 429) body = { error: 'rate_limited', message: body.message };
    return reply.status(status).type('application/json').send(body);
  });
}
