import swagger from '@fastify/swagger';
import { apiErrorSchema } from '@portal/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { plainSchema } from './openApiSchemas.ts';
import { securityOf, securitySchemes } from './openApiSecurity.ts';

type Transform = typeof jsonSchemaTransform;
type Responses = Record<string, unknown>;

/**
 * What every route answers whether it lists it or not: 400 to a control character in a parameter,
 * query value or body string (controlCharacters.ts), before its handler.
 */
function withCommonResponses(schema: FastifySchema): FastifySchema {
  return { ...schema, response: { 400: malformed, ...(schema.response as Responses | undefined) } };
}

const malformed = apiErrorSchema.describe(
  'The request does not match this document, or a parameter, query value or body string holds a control character',
);
/**
 * A route that lists no success answers Fastify's 200 (a file, a document of its own), with a body of
 * any type: @fastify/swagger leaves a response's content out for a `null` schema.
 */
const anyAnswer = { type: 'null', description: 'Done: the Content-Type says what the body holds' };

/** A route states a response without a body (a redirect) with `content: {}`; swagger's form is `null`. */
function bodiless(responses: Responses): Responses {
  return Object.fromEntries(
    Object.entries(responses).map(([status, answer]) => [
      status,
      isObject(answer) && isEmpty(answer.content)
        ? { type: 'null', description: answer.description }
        : answer,
    ]),
  );
}
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isEmpty = (value: unknown) => isObject(value) && Object.keys(value).length === 0;

/**
 * The document's operations as the routes really serve them: the zod schemas (fastify-type-provider-zod,
 * as OpenAPI 3.1 JSON Schema, so a nullable schema is `type: [..., 'null']` or `anyOf` with null), the
 * responses every route has, and the credentials each accepts (openApiSecurity.ts).
 */
const transform: Transform = (document) => {
  const { schema, route } = document;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  const generated = jsonSchemaTransform({ ...document, schema: withCommonResponses(schema) });
  const transformed = { ...generated, schema: plainSchema(generated.schema) };
  const responses = bodiless(transformed.schema?.response as Responses);
  const succeeds = Object.keys(responses).some((status) => status.startsWith('2'));
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      response: succeeds ? responses : { 200: anyAnswer, ...responses },
      security: schema.security ?? securityOf([route.method].flat()[0] ?? 'GET', route.url, schema.response),
    },
  };
};

/** The OpenAPI document is generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(
  app: FastifyInstance,
  opts: { productName: string; publicUrl: string; cookieSecure: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${opts.productName} Developers portal API`,
        version: '1.0.0',
        description:
          "The portal's own API, as the web app calls it: signed in with the session cookie (and its CSRF token on every change), or, on the apps, builds and deploy paths, with an API client's portal token.",
      },
      servers: [{ url: opts.publicUrl }],
      components: { securitySchemes: securitySchemes(opts.cookieSecure) },
    },
    transform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
