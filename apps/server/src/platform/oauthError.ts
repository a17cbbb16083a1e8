import {
  formatMessage,
  OAUTH_ERROR_STATUSES,
  type OAuthErrorBody,
  type OAuthErrorCode,
  oauthGrantTypes,
} from '@portal/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { describeValidation } from './errorHandler.ts';

/** An OAuth 2.0 token endpoint refusal (RFC 6749 5.2, RFC 8707 2): the error code clients act on. */
export class OAuthError extends Error {
  readonly code: OAuthErrorCode;
  constructor(code: OAuthErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'OAuthError';
  }
}

/** RFC 6749 5.2's body: the description twice, as `error_description` and as the portal's `message`. */
export function oauthErrorBody(error: OAuthError): OAuthErrorBody {
  return { error: error.code, error_description: error.message, message: error.message };
}

/** A request the schema refused, in RFC 6749 5.2's terms: a grant type of its own when that is the fault. */
function fromValidation(body: unknown, error: FastifyError, withGrantType: boolean): OAuthError {
  const grantType =
    body && typeof body === 'object' ? (body as { grant_type?: unknown }).grant_type : undefined;
  if (withGrantType && (grantType === undefined || grantType === ''))
    return new OAuthError('invalid_request', formatMessage('oauth.grantTypeMissing'));
  if (
    withGrantType &&
    typeof grantType === 'string' &&
    !(oauthGrantTypes as readonly string[]).includes(grantType)
  )
    return new OAuthError(
      'unsupported_grant_type',
      formatMessage('oauth.grantTypeUnsupported', { grantType: grantType.slice(0, 50) }),
    );
  return new OAuthError(
    'invalid_request',
    formatMessage('oauth.invalidRequest', { detail: describeValidation(error) }),
  );
}

/**
 * The error handler of the OAuth endpoints (token and revocation): their refusals, the schema's, the body
 * parser's and the platform hooks' (a control character, an unknown bearer token) answer RFC 6749 5.2's
 * codes and body, never the portal's `bad_request`, and nothing is cached (5.1). Other statuses (a CSRF
 * refusal, a rate limit, a server fault) go on to the portal's handler.
 */
export function oauthErrorHandler(options: { withGrantType: boolean }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    let refusal: OAuthError;
    let status: number;
    if (error instanceof OAuthError) {
      refusal = error;
      status = error.code === 'invalid_client' ? 401 : 400;
    } else if (error.validation) {
      refusal = fromValidation(request.body, error, options.withGrantType);
      status = 400;
    } else {
      status = error.statusCode ?? 500;
      if (!(OAUTH_ERROR_STATUSES as readonly number[]).includes(status)) throw error;
      refusal = new OAuthError(
        status === 401 ? 'invalid_client' : 'invalid_request',
        error.code?.startsWith('FST_ERR_')
          ? formatMessage('oauth.invalidRequest', { detail: error.message })
          : error.message,
      );
    }
    // RFC 6749 5.2: a 401, with the challenge of the scheme when the client tried HTTP Basic; a client
    // that sent its secret in the body reads the error from the body (a challenge would hide it).
    if (status === 401 && /^basic /i.test(request.headers.authorization ?? ''))
      reply.header('WWW-Authenticate', 'Basic realm="api clients"');
    return reply.status(status).type('application/json').send(oauthErrorBody(refusal));
  };
}
