import { graphqlChangelogSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHandler } from 'graphql-http/lib/use/fastify';
import type { SandboxService } from '../sandbox.service.ts';
import { type GraphqlContext, queryLimitRules, sandboxSchema, schemaVersions } from './sandboxGraphql.ts';
import { changelog } from './schemaChangelog.ts';

/**
 * GraphQL at /sandbox/{tenant}/graphql (issue 13 item 4), GraphQL over HTTP (graphql-http on graphql-js):
 * the token is checked before the operation (401 like REST), each field's scope as it resolves, and depth
 * and cost limits refuse a query whole before it runs. Introspection is on; the schema's SDL and its
 * versions are served for the explorers' changelog.
 */
export function registerGraphqlRoutes(
  app: FastifyInstance,
  service: SandboxService,
  admit: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const schema = sandboxSchema();
  const handler = createHandler<GraphqlContext>({
    schema,
    context: (request) => {
      const sandbox = (request.raw as FastifyRequest).sandbox!;
      return { service, tenantId: sandbox.tenantId, scopes: sandbox.claims.scopes, loaded: new Map() };
    },
    validationRules: (_request, args, specified) => [
      ...specified,
      ...queryLimitRules(args.variableValues ?? undefined),
    ],
  });
  const graphql = async (request: FastifyRequest, reply: FastifyReply) => handler.call(app, request, reply);
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/sandbox/:tenant/graphql',
      schema: { hide: true },
      preHandler: admit,
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
