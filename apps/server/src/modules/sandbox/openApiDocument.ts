import { z } from 'zod';
import type { RestOperation } from './restOperations.ts';

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
const outputSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any' });
const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
  required: ['error', 'message'],
};

/**
 * The OpenAPI 3.1 document of one service version, built from the same zod schemas that validate its
 * requests and shape its answers: the document cannot drift from what the API does.
 */
export function openApiDocument(
  service: string,
  version: number,
  serverUrl: string,
  operations: RestOperation[],
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = op.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...Object.entries(op.params?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: jsonSchema(schema as z.ZodType),
      })),
      ...Object.entries(op.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: false,
        schema: jsonSchema(schema as z.ZodType),
      })),
    ];
    const error = (description: string) => ({
      description,
      content: { 'application/json': { schema: errorSchema } },
    });
    paths[path] ??= {};
    paths[path][op.method.toLowerCase()] = {
      summary: op.summary,
      operationId: `${op.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/\/(\w)/g, (_m, c: string) => c.toUpperCase())}`,
      security: [{ tenantToken: [`${service}.${op.write ? 'write' : 'read'}`] }],
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body) } } },
          }
        : {}),
      responses: {
        [op.status]: {
          description: 'OK',
          content: { 'application/json': { schema: outputSchema(op.response) } },
        },
        400: error('The request does not match this document'),
        401: error('No tenant token, or one not valid for this tenant'),
        403: error('The tenant token lacks the scope'),
        404: error('Not found'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `Sandbox ${service} API`, version: `${version}.0.0` },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        tenantToken: {
          type: 'oauth2',
          flows: { clientCredentials: { tokenUrl: '/auth/v1/token', scopes: {} } },
        },
      },
    },
    paths,
  };
}
