import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.ts';
import { logDestination } from './logDestination.ts';
import { activeTraceIds } from './tracing/activeTraceIds.ts';

// The bench (bench/benchServer.ts, injectCpu.ts) takes the default destination from here.
export { logDestination };

const CENSOR = '[redacted]';

/** Headers that carry credentials: never written to a log, wherever a headers object is logged. */
const secretHeaders = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'xsrf-token',
  'x-xsrf-token',
];
/** Body or object fields that carry credentials. */
const secretFields = [
  'password',
  'clientSecret',
  'client_secret',
  'accessToken',
  'refreshToken',
  'idToken',
  'privateKeyPem',
  // A one-time value or bearer string a handler might log with the object that holds it.
  'secret',
  'token',
  'ticket',
  'refresh_token',
  'access_token',
  'codeVerifier',
  'code_verifier',
  // Two-factor sign-in: the authenticator's secret in another shape, its one-use codes, the sealing key.
  'otpauthUri',
  'qrCodeDataUrl',
  'recoveryCodes',
  'totpKey',
];

const loggedResponseHeaders = ['content-type', 'content-length', 'location', 'set-cookie'];
/**
 * The request headers the line prints, for support (who called, from where, what was sent). Only these
 * are copied: the credentials (authorization, cookie, xsrf-token) are never read into the line at all.
 */
const loggedRequestHeaders = ['user-agent', 'referer', 'content-type', 'content-length', 'x-forwarded-for'];

function pick(headers: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of names) if (headers[name] !== undefined) picked[name] = headers[name];
  return picked;
}

/**
 * The response headers support reads; a redirect's location carries the sign-in's code and state, and the
 * session cookie is censored here (the request line is written without pino's path redaction). Read one
 * by one: Fastify's getHeaders() copies every header of the answer twice to give these four.
 */
function loggedResponseHeadersOf(reply: Pick<FastifyReply, 'getHeader'>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of loggedResponseHeaders) {
    const value = reply.getHeader(name);
    if (value !== undefined) picked[name] = value;
  }
  if (typeof picked.location === 'string') picked.location = redactUrl(picked.location);
  if (picked['set-cookie'] !== undefined) picked['set-cookie'] = CENSOR;
  return picked;
}

function loggedRequestHeadersOf(headers: Record<string, unknown>): Record<string, unknown> {
  const picked = pick(headers, loggedRequestHeaders);
  if (typeof picked.referer === 'string') picked.referer = redactUrl(picked.referer);
  return picked;
}

export const redactPaths = [
  ...secretHeaders.flatMap((h) => [
    `req.headers["${h}"]`,
    `res.headers["${h}"]`,
    `headers["${h}"]`,
    `*.headers["${h}"]`,
  ]),
  ...secretFields.flatMap((f) => [f, `*.${f}`]),
];

/** Query parameters of the sign-in flow and token calls whose values are secrets or one-time codes. */
const secretQueryParams = new Set([
  'code',
  'state',
  'nonce',
  // The notifications socket's single-use ticket travels in its URL (a browser cannot set headers there).
  'ticket',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'subject_token',
  'actor_token',
  'code_verifier',
  'client_secret',
  'client_assertion',
  'assertion',
  'password',
  'secret',
]);

/**
 * Paths whose next segment is a secret: an invitation's link (`/invitation/<token>`, the
 * web page the e-mail opens, also the Referer of its calls) and the API the page calls with it
 * (`/auth/v2/invitations/<token>` and `.../accept`), and a webhook test inbox's receiving route
 * (`/hooks/v1/inbox/<token>`). The token is the whole credential of the link, so
 * it is censored wherever a URL is logged. `secretsNeverLogged.api.test.ts` walks the route table: a new
 * route with a `:token`, `:ticket`, `:secret` or `:code` segment fails it until it is listed here.
 */
const secretPathPrefixes = ['/invitation/', '/auth/v2/invitations/', '/hooks/v1/inbox/'];
const secretPath = new RegExp(
  `^(${secretPathPrefixes.map((prefix) => prefix.replaceAll('/', '\\/')).join('|')})[^/?#]+`,
  'i',
);
/** The scheme and authority of an absolute URL (a Referer, a Location), kept as they are. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * A URL (a path with its query, or an absolute URL) with every secret in it censored: the values of
 * secret query parameters and the secret segment of the paths above.
 */
export function redactUrl(url: string): string {
  // A request's own URL is a path: only a Referer or a Location can have an origin to keep.
  const origin = url.startsWith('/') ? '' : (ORIGIN.exec(url)?.[0] ?? '');
  const rest = url.slice(origin.length).replace(secretPath, `$1${CENSOR}`);
  const queryAt = rest.indexOf('?');
  if (queryAt < 0) return origin + rest;
  const params = new URLSearchParams(rest.slice(queryAt + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (secretQueryParams.has(name.toLowerCase())) {
      params.set(name, CENSOR);
      changed = true;
    }
  }
  return origin + (changed ? `${rest.slice(0, queryAt)}?${params.toString()}` : rest);
}

/**
 * The process's one logger: JSON lines on stdout (or `destination` in tests), credentials redacted.
 * Fastify's request logs, the job runner and start-up all write through it.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'otel'>>,
  destination: DestinationStream = logDestination(),
): Logger {
  return pino(
    {
      level: config.logLevel,
      // With traces on, a line written inside a traced request or job names its trace, to go from one to
      // the other; without, no line pays for the lookup.
      ...(config.otel ? { mixin: () => activeTraceIds() ?? {} } : {}),
      redact: { paths: redactPaths, censor: CENSOR },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.originalUrl),
          // The route pattern (`/apphub/v1/apps/:appId`), to group lines by endpoint.
          route: request.routeOptions?.url,
          host: request.host,
          remoteAddress: request.ip,
          headers: loggedRequestHeadersOf(request.headers),
        }),
        res: (reply: FastifyReply) => ({
          statusCode: reply.statusCode,
          // Only what helps support; the security headers are the same on every response.
          headers: typeof reply.getHeader === 'function' ? loggedResponseHeadersOf(reply) : undefined,
        }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A request keeps the id a proxy gave it (x-request-id), so one id follows it through every hop;
 * anything else gets a random one. Arbitrary header text is not trusted into the logs.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** @fastify/static's one wildcard route (webApp.ts registers it with `wildcard: true` at `/`). */
export const STATIC_FILES_ROUTE = '/*';

/**
 * Routes answered so often and so alike that a line each drowns the log: the probes (a balancer asks
 * every few seconds) and the web app's files (a first visit fetches dozens). Answered well, they are
 * written at debug only; the request metrics count every one of them anyway. A failure is a line at info.
 */
const QUIET_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz', STATIC_FILES_ROUTE]);

export function requestLineLevel(route: string | undefined, statusCode: number): 'info' | 'debug' {
  return statusCode < 400 && route !== undefined && QUIET_ROUTES.has(route) ? 'debug' : 'info';
}

/** The request line's two moments, called from the platform's hooks (requestHooks.ts). */
export type RequestLine = {
  /** As the request arrives: fixes its original URL, and writes the start of a WebSocket upgrade. */
  arrived(request: FastifyRequest): void;
  /** As it is answered: the line, at info or debug (requestLineLevel) by its route pattern and status. */
  answered(request: FastifyRequest, reply: FastifyReply, route: string | undefined): void;
};

/**
 * One line per request, when it is answered: the request (method, URL with its secret query values
 * censored, route, client, a few headers), the status, the time taken, and who asked (user, company, API
 * client) when known. Fastify's own request logging writes two lines (incoming and completed), which
 * halved what the default configuration serves; a request that never completes is in the
 * access log and the error log anyway.
 */
export function requestLine(app: FastifyInstance): RequestLine {
  // The line is built from fields that carry no credential (the serializers above pick them), so it is
  // written without pino's path redaction, which walks every redact path for every field of every line
  // and was the largest cost of logging a request (bench/README.md). Anything else a handler
  // logs goes through request.log and stays redacted.
  const lineLog = app.log.child({}, { redact: [] });
  return {
    arrived(request) {
      // Reading originalUrl here fixes it as the request arrived (Fastify computes it on first read): a
      // handler may rewrite the raw URL before the answer, as the provider's mount strips /oidc.
      const arrived = request.originalUrl !== undefined;
      // A WebSocket upgrade is never answered with a response: its line is written as it starts. With
      // LOG_LEVEL=debug every request's start is (a request that hangs shows up).
      if (arrived && request.headers.upgrade?.toLowerCase() === 'websocket')
        request.log.info({ req: request }, 'incoming request');
      else request.log.debug({ req: request }, 'incoming request');
    },
    answered(request, reply, route) {
      lineLog[requestLineLevel(route, reply.statusCode)](
        {
          reqId: request.id,
          req: request,
          res: reply,
          responseTime: reply.elapsedTime,
          userId: request.session?.userId,
          organizationId: request.org?.organizationId,
          apiClientId: request.apiClient?.id,
        },
        'request completed',
      );
    },
  };
}
