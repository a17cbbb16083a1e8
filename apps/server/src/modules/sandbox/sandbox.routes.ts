import { sandboxServices, scopeFor, type TenantTokenScope, tenantNameSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errorResponses.ts';
import type { IngestLogs } from '../../platform/logStore.ts';
import type { TenantTokenClaims } from '../tenants/tenantTokens.service.ts';
import { graphqlRefusal } from './graphql/graphqlRefusal.ts';
import { registerGraphqlRoutes } from './graphql/graphqlRoutes.ts';
import { answerOtherMethods } from './methodNotAllowed.ts';
import { openApiDocument, operationIdOf, portalOperationIdOf } from './openApiDocument.ts';
import { restServices } from './restOperations.ts';
import type { SandboxService } from './sandbox.service.ts';
import type { RefusalReply, sandboxAdmission } from './sandboxAdmission.ts';
import { sandboxRefusal } from './sandboxRefusal.ts';
import { soapRefusal } from './soap/soapRefusal.ts';
import { soapRoutes } from './soap/soapRoutes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    sandbox?: { tenantId: string; tenant: string; claims: TenantTokenClaims };
  }
}

/**
 * The sandbox tenant's REST API under /sandbox/{tenant}/api/{service}/v{n} (docs/product/sandbox.md
 * SANDBOX-2), with an OpenAPI 3.1 document per service and version, and every call written to the log store
 * as a remote API line of the token's company (docs/product/sandbox.md SANDBOX-6).
 */
export async function sandboxRoutes(
  fastify: FastifyInstance,
  opts: {
    service: SandboxService;
    ingest: IngestLogs;
    publicUrl: string;
    /** Every call's slot (sandboxAdmission.ts), taken before its body is read. */
    admission: ReturnType<typeof sandboxAdmission>;
  },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const tenantParams = z.object({ tenant: tenantNameSchema });

  const jsonRefusal: RefusalReply = (_request, reply, refusal) =>
    reply
      .status(refusal.status)
      .headers(refusal.headers)
      .send({ error: refusal.error, message: refusal.message });
  /** Checks the token before the body is read; a refusal is answered in the protocol's shape (`send`). */
  const admit =
    (scope: TenantTokenScope | null, send: RefusalReply = jsonRefusal) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { tenant } = request.params as { tenant: string };
      try {
        const { tenant: row, claims } = await service.authorize(tenant, request.headers.authorization, scope);
        request.sandbox = { tenantId: row.id, tenant: row.name, claims };
      } catch (error) {
        const refusal = sandboxRefusal(error);
        if (!refusal) throw error;
        return send(request, reply, refusal);
      }
    };

  app.addHook('onResponse', (request, reply, done) => {
    const context = request.sandbox;
    if (context) {
      const status = reply.statusCode;
      const durationMs = Math.round(reply.elapsedTime);
      const url = request.url.split('?')[0]!;
      void opts
        .ingest([
          {
            orgId: context.claims.organizationId,
            appId: null,
            date: new Date(),
            source: 'sandbox',
            type: 'remote_api',
            level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
            message: `${request.method} ${url} -> ${status} in ${durationMs}ms`,
            attributes: {
              tenant: context.tenant,
              method: request.method,
              url,
              status,
              durationMs,
              userId: context.claims.subject,
              // The API client whose token made the call (docs/product/sandbox.md SANDBOX-6).
              ...(context.claims.clientId ? { clientId: context.claims.clientId } : {}),
            },
          },
        ])
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not write the sandbox call to the log store'),
        );
    }
    done();
  });

  registerGraphqlRoutes(fastify, service, admit(null, graphqlRefusal), opts.admission(graphqlRefusal));
  await fastify.register(soapRoutes, {
    service,
    publicUrl: opts.publicUrl,
    admission: opts.admission(soapRefusal),
  });

  for (const name of sandboxServices) {
    for (const [version, operations] of Object.entries(restServices[name])) {
      const prefix = `/sandbox/:tenant/api/${name}/v${version}`;
      app.get(
        `${prefix}/openapi.json`,
        {
          schema: {
            tags: ['sandbox'],
            operationId: portalOperationIdOf(name, Number(version), 'getOpenApiDocument'),
            summary: `The OpenAPI 3.1 document of ${name} v${version}`,
            params: tenantParams,
          },
        },
        async (request) =>
          openApiDocument(
            name,
            Number(version),
            `${opts.publicUrl}/sandbox/${request.params.tenant}/api/${name}/v${version}`,
            operations,
          ),
      );
      answerOtherMethods(fastify, `${prefix}/openapi.json`, ['GET']);
      const methodsOf = new Map<string, string[]>();
      for (const op of operations) methodsOf.set(op.path, [...(methodsOf.get(op.path) ?? []), op.method]);
      for (const [path, methods] of methodsOf) answerOtherMethods(fastify, `${prefix}${path}`, methods);
      for (const op of operations) {
        app.route({
          method: op.method,
          url: `${prefix}${op.path}`,
          schema: {
            tags: ['sandbox'],
            operationId: portalOperationIdOf(name, Number(version), operationIdOf(op)),
            summary: op.summary,
            params: op.params ? tenantParams.extend(op.params.shape) : tenantParams,
            ...(op.query ? { querystring: op.query } : {}),
            ...(op.body ? { body: op.body } : {}),
            response: { [op.status]: op.response, ...errorResponses(400, 401, 403, 404, 503) },
            security: [{ tenantToken: [scopeFor(name, op.write)] }],
          },
          // The slot, then the token, both before the body is read: a stranger's body is never parsed.
          onRequest: [opts.admission(jsonRefusal), admit(scopeFor(name, op.write))],
          handler: async (request, reply) => {
            const result = await op.handle(service, {
              tenantId: request.sandbox!.tenantId,
              params: request.params as Record<string, string>,
              query: request.query as never,
              body: request.body,
            });
            // The answer was shaped by its operation; the response schema of op.status checks it again.
            return (reply as FastifyReply).status(op.status).send(result);
          },
        });
      }
    }
  }
}
