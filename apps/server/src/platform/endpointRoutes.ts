import {
  type AnyEndpointSpec,
  apiErrorSchema,
  type Endpoint,
  type EndpointAccess,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  type EndpointSpec,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuthSession, OrgContext } from './auth/auth.hook.ts';
import { requireGlobalPermission, requirePermission, requireSession } from './auth/guards.ts';
import { fileResponse } from './errorResponses.ts';
import { signedInSecurity } from './openApiSecurity.ts';

/** What the access check found, handed to the handler: the session, and the company for a company permission. */
export type AccessContext<A extends EndpointAccess> = A extends 'public'
  ? { session: AuthSession | null }
  : A extends { orgPermission: string }
    ? { session: AuthSession; org: OrgContext }
    : { session: AuthSession };

type Access<E> = E extends { access: infer A extends EndpointAccess } ? A : never;

/** The request as the endpoint's schemas validated it. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
  access: AccessContext<Access<E>>,
) => Promise<EndpointReply<E> | FastifyReply>;

/** Fastify's route options besides what the endpoint says (rate limits, admission preHandlers, body limits). */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'>;

function responsesOf(spec: AnyEndpointSpec): Record<number, unknown> | undefined {
  const responses: Record<number, unknown> = {};
  if (spec.schemas.response) responses[spec.status] = spec.schemas.response;
  if (spec.file) responses[spec.status] = fileResponse(spec.file, spec.fileDescription ?? '');
  Object.assign(responses, spec.otherResponses);
  for (const status of spec.errors) responses[status] = apiErrorSchema;
  return Object.keys(responses).length > 0 ? responses : undefined;
}

/** The credentials the document states: the spec's own, else a signed-in route's (a public one's are derived). */
function securityOf(spec: AnyEndpointSpec) {
  if (spec.security) return { security: spec.security.map((requirement) => ({ ...requirement })) };
  return spec.access === 'public' ? {} : { security: signedInSecurity(spec.method, spec.path) };
}

/** A validated part of the request (params, query) as a map. */
const partOf = (part: unknown) =>
  new Map(typeof part === 'object' && part !== null ? Object.entries(part) : []);

/**
 * The company a path parameter names, or the one a query parameter names when given (validated by
 * their schemas), or none: the header's.
 */
function orgOf(
  access: { orgParam?: string; orgQuery?: string },
  request: FastifyRequest,
): string | undefined {
  if (access.orgQuery !== undefined) {
    const org = partOf(request.query).get(access.orgQuery);
    return typeof org === 'string' ? org : undefined;
  }
  if (access.orgParam === undefined) return undefined;
  const org = partOf(request.params).get(access.orgParam);
  if (typeof org !== 'string') throw new Error(`the path has no parameter ${access.orgParam}`);
  return org;
}

/**
 * Registers routes from the endpoint table (packages/contracts/src/endpoints): method, path, schemas,
 * operationId, tags and summary come from the endpoint's spec, and its access is checked with the
 * guards before the handler, as the handlers' first lines did.
 */
export function endpointRoutes(app: FastifyInstance, deps: { db?: Db } = {}) {
  async function checkAccess(access: EndpointAccess, request: FastifyRequest) {
    if (access === 'public') return { session: request.session ?? null };
    if (access === 'session') return { session: requireSession(request) };
    if ('globalPermission' in access)
      return { session: requireGlobalPermission(request, access.globalPermission) };
    if (!deps.db) throw new Error('a route with a company permission needs the database');
    const org = await requirePermission(deps.db, request, access.orgPermission, orgOf(access, request));
    return { session: requireSession(request), org };
  }

  return function route<E extends Endpoint>(
    spec: EndpointSpec<E>,
    handler: EndpointHandler<E>,
    options: EndpointRouteOptions = {},
  ): void {
    const wide: AnyEndpointSpec = spec;
    const { schemas } = wide;
    const responses = responsesOf(wide);
    app.route({
      ...options,
      method: spec.method,
      url: spec.path,
      schema: {
        operationId: spec.name,
        tags: [...spec.tags],
        summary: spec.summary,
        ...(spec.hide ? { hide: true } : {}),
        ...(spec.consumes ? { consumes: [...spec.consumes] } : {}),
        ...securityOf(wide),
        ...(schemas.params ? { params: schemas.params } : {}),
        ...(schemas.query ? { querystring: schemas.query } : {}),
        ...(schemas.body ? { body: schemas.body } : {}),
        ...(responses ? { response: responses } : {}),
      },
      handler: async (request, reply) => {
        const access = await checkAccess(spec.access, request);
        // The validator compiled from these very schemas has checked params, query and body.
        return handler(request as EndpointRequest<E>, reply, access as AccessContext<Access<E>>);
      },
    });
  };
}
