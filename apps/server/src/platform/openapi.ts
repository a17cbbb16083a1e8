import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance, opts: { productName: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${opts.productName} Developers portal API`, version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
