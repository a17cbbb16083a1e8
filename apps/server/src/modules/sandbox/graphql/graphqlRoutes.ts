import { graphqlChangelogSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// graphql's CommonJS entry, as everywhere in this folder: the error must be of graphql-http's realm.
import { GraphQLError } from 'graphql/index.js';
import { createHandler } from 'graphql-http/lib/use/fastify';
import type { SandboxService } from '../sandbox.service.ts';
import type { SandboxAdmit } from '../sandboxAdmission.ts';
import { GraphqlDocumentRefused, parseBounded } from './documentBounds.ts';
import { graphqlErrorHandler } from './graphqlRefusal.ts';
import { type GraphqlContext, queryLimitRules, sandboxSchema, schemaVersions } from './sandboxGraphql.ts';
import { changelog } from './schemaChangelog.ts';

/**
 * GraphQL at /sandbox/{tenant}/graphql (docs/product/sandbox.md SANDBOX-5), GraphQL over HTTP (graphql-http
 * on graphql-js): the token is checked before the operation (401 like REST), each field's scope as it
 * resolves; the document's length, tokens and fields with fragments expanded are bounded before it is parsed
 * and validated, and depth and cost limits refuse a query whole before it runs. Introspection is on; the
 * schema's SDL and its versions are served for the explorers' changelog.
 */
export function registerGraphqlRoutes(
  app: FastifyInstance,
  service: SandboxService,
  admit: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  admission: SandboxAdmit,
) {
  const schema = sandboxSchema();
  const handler = createHandler<GraphqlContext>({
    schema,
    // Bounded before parsing and before validating (docs/product/sandbox.md SANDBOX-7): documentBounds.ts.
    parse: parseBounded,
    // graphql-http answers a plain Error from parse as `{ errors: [{ message }] }`: the refusal's code
    // goes with it, as GraphQL clients branch on `extensions.code`.
    formatError: (error) =>
      error instanceof GraphqlDocumentRefused
        ? new GraphQLError(error.message, { extensions: { code: GraphqlDocumentRefused.code } })
        : error,
    context: (request) => {
      const sandbox = (request.raw as FastifyRequest).sandbox!;
      return { service, tenantId: sandbox.tenantId, scopes: sandbox.claims.scopes, loaded: new Map() };
    },
    validationRules: (_request, args, specified) => [
      ...specified,
      ...queryLimitRules(args.variableValues ?? undefined),
    ],
  });
  // graphql-http sends and resolves nothing: the reply is returned so that Fastify waits for it. Resolved
  // empty while a compressed answer was still being written, Fastify sent a second, empty answer in its
  // place (content-length 0, seen on the introspection query once answers were compressed).
  const graphql = async (request: FastifyRequest, reply: FastifyReply) => {
    await handler.call(app, request, reply);
    return reply;
  };
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/sandbox/:tenant/graphql',
      schema: { hide: true },
      // The slot, then the token, both before the body is read: a stranger's document is never parsed.
      onRequest: [admission, admit],
      // An unknown tenant, a body that is not JSON or too large: refused in GraphQL's shape too.
      errorHandler: graphqlErrorHandler,
      handler: graphql,
    });

  app.get('/sandbox/:tenant/graphql/schema.graphql', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(schemaVersions.at(-1)!.sdl),
  );
  // The same for every tenant, computed on the first read and kept: comparing schemas is work neither the
  // start nor every request should pay for.
  let log: ReturnType<typeof changelog> | undefined;
  app.get(
    '/sandbox/graphql/changelog',
    {
      schema: {
        tags: ['sandbox'],
        operationId: 'getSandboxGraphqlChangelog',
        summary:
          "The GraphQL schema's changes version by version: added, deprecated, dangerous, removed, breaking",
        response: { 200: graphqlChangelogSchema },
      },
    },
    async () => {
      log ??= changelog(schemaVersions);
      return log;
    },
  );

  app.get('/sandbox/:tenant/graphql/versions', { schema: { hide: true } }, async () => ({
    versions: schemaVersions.map(({ version }) => version),
  }));
}
