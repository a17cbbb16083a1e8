import { type SandboxService, scopeFor } from '@portal/contracts';
import { z } from 'zod';
import { plainSchema } from '../../platform/openApiSchemas.ts';
import { tenantTokenScheme } from '../../platform/openApiSecurity.ts';
import type { RestOperation } from './restOperations.ts';

// Said plainly, as the portal's own document (openApiSchemas.ts): the explorer shows these to readers.
const jsonSchema = (schema: z.ZodType) =>
  plainSchema(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }));
const outputSchema = (schema: z.ZodType) =>
  plainSchema(z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any' }));
const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
};
const errorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
  required: ['error', 'message'],
};

/** An operation's name in its service's document: its method and path, `getWorkersId`. */
export const operationIdOf = (op: Pick<RestOperation, 'method' | 'path'>): string =>
  `${op.method.toLowerCase()}${op.path.replace(/[{}:]/g, '').replace(/\/(\w)/g, (_m, c: string) => c.toUpperCase())}`;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * An operation's name in the portal's document, which holds every service and version at once: its name
 * in the service's document after `sandbox`, the service and the version (`sandboxWorkersV1GetWorkersId`).
 */
export const portalOperationIdOf = (service: SandboxService, version: number, localId: string): string =>
  `sandbox${capitalised(service)}V${version}${capitalised(localId)}`;

/**
 * The OpenAPI 3.1 document of one service version, built from the same zod schemas that validate its
 * requests and shape its answers: the document cannot drift from what the API does.
 */
export function openApiDocument(
  service: SandboxService,
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
    const error = (description: string, more: Record<string, unknown> = {}) => ({
      description,
      content: { 'application/json': { schema: errorSchema, ...more } },
    });
    const examples = op.rules && {
      examples: Object.fromEntries(
        op.rules.map((rule) => [
          rule.name,
          { summary: rule.summary, value: { error: 'bad_request', message: rule.message } },
        ]),
      ),
    };
    paths[path] ??= {};
    paths[path][op.method.toLowerCase()] = {
      summary: op.summary,
      operationId: operationIdOf(op),
      security: [{ tenantToken: [scopeFor(service, op.write)] }],
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
        400: error(
          op.rules
            ? `The request does not match this document, or breaks a rule of its body: ${op.rules.map((rule) => rule.summary.toLowerCase()).join('; ')} is refused`
            : 'The request does not match this document',
          examples,
        ),
        401: error('No tenant token, or one not valid for this tenant'),
        403: error('The tenant token lacks the scope'),
        404: error('Not found'),
        ...(op.body ? { 415: error('The body is not sent as application/json') } : {}),
        503: {
          ...error('The sandbox is busy or preparing the tenant: try again after Retry-After'),
          headers: retryAfter,
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `Sandbox ${service} API`,
      version: `${version}.0.0`,
      description:
        'A method a path does not list is answered 405 with an Allow header naming the ones it does. A body must be application/json (415 otherwise).',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        tenantToken: tenantTokenScheme([...new Set(operations.map((op) => scopeFor(service, op.write)))]),
      },
    },
    paths,
  };
}
