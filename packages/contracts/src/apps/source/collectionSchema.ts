import { z } from 'zod';
import { sandboxServices } from '../../tenants/tenantTokens.ts';
import { addDuplicateIssues, localIdSchema } from './identifiers.ts';

/** `{{name}}` in a path, query value, header value or body string: replaced by the variable's value. */
export const COLLECTION_PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]{0,63})\}\}/g;
export const collectionVariableNameSchema = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'Use letters, digits or _, starting with a letter or _.');

export const collectionMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type CollectionMethod = (typeof collectionMethods)[number];

/**
 * A path of the sandbox tenant's REST API, after `/sandbox/{tenant}`: `/api/{service}/v{n}/...` with
 * plain segments or placeholders. No query string, no `..`, no scheme: a collection can only ever call
 * the portal's own sandbox (the studio runs it there, never as an open proxy).
 */
const SANDBOX_PATH = new RegExp(
  `^/api/(${sandboxServices.join('|')})/v[1-9][0-9]{0,2}(/(?!\\.\\.?(/|$))[A-Za-z0-9._~{}-]+)*$`,
);
export function isSandboxPath(path: string): boolean {
  return SANDBOX_PATH.test(path) && !path.includes('//');
}

/** Headers a collection may not set: the studio sends the user's tenant token itself. */
const RESERVED_HEADERS = new Set(['authorization', 'cookie', 'host', 'content-length']);

const pairSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'Use a header or parameter name without spaces.'),
  value: z.string().max(2000),
});

const requestSchema = z.strictObject({
  id: localIdSchema,
  name: z.string().trim().min(1).max(100),
  method: z.enum(collectionMethods),
  path: z
    .string()
    .max(500)
    .refine(isSandboxPath, 'Use a path of the sandbox API, such as /api/workers/v1/workers.'),
  query: z.array(pairSchema).max(50).optional(),
  headers: z
    .array(
      pairSchema.refine((pair) => !RESERVED_HEADERS.has(pair.name.toLowerCase()), {
        message: 'This header is set by the studio itself (the tenant token is sent for you).',
        path: ['name'],
      }),
    )
    .max(50)
    .optional(),
  /** Sent as JSON; strings in it may hold placeholders. */
  body: z.json().optional(),
  /** The status the request should answer: a run marks it passed or failed. */
  expectedStatus: z.number().int().min(100).max(599).optional(),
});
export type CollectionRequest = z.infer<typeof requestSchema>;
export const collectionRequestSchema = requestSchema;

const variableSchema = z.strictObject({
  name: collectionVariableNameSchema,
  default: z.string().max(2000).optional(),
});
export type CollectionVariable = z.infer<typeof variableSchema>;

/** The variable names a text refers to, in order (a name may repeat). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(COLLECTION_PLACEHOLDER)].map((match) => match[1]!);
}

/** Every string of a request that may hold placeholders, with its place in the request. */
export function requestTexts(request: CollectionRequest): { pointer: PropertyKey[]; text: string }[] {
  const texts: { pointer: PropertyKey[]; text: string }[] = [{ pointer: ['path'], text: request.path }];
  for (const [i, pair] of (request.query ?? []).entries())
    texts.push({ pointer: ['query', i, 'value'], text: pair.value });
  for (const [i, pair] of (request.headers ?? []).entries())
    texts.push({ pointer: ['headers', i, 'value'], text: pair.value });
  const walk = (value: unknown, pointer: PropertyKey[]) => {
    if (typeof value === 'string') texts.push({ pointer, text: value });
    else if (Array.isArray(value)) for (const [i, item] of value.entries()) walk(item, [...pointer, i]);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...pointer, key]);
  };
  if (request.body !== undefined) walk(request.body, ['body']);
  return texts;
}

/** A 'collection' component: requests to the sandbox's APIs that an app ships, run from the studio. */
export const collectionSchema = z
  .strictObject({
    /** Lets editors find the JSON Schema; ignored by the build. */
    $schema: z.string().max(500).optional(),
    name: z.string().trim().min(1).max(100),
    description: z.string().max(1000).optional(),
    variables: z.array(variableSchema).max(50).optional(),
    requests: z.array(requestSchema).max(100),
  })
  .superRefine((collection, ctx) => {
    const variables = collection.variables ?? [];
    addDuplicateIssues(
      ctx,
      variables.map((v) => v.name),
      (i) => ['variables', i, 'name'],
      'variable',
    );
    addDuplicateIssues(
      ctx,
      collection.requests.map((r) => r.id),
      (i) => ['requests', i, 'id'],
      'request id',
    );
    const known = new Set(variables.map((v) => v.name));
    collection.requests.forEach((request, i) => {
      for (const { pointer, text } of requestTexts(request))
        for (const name of placeholdersOf(text))
          if (!known.has(name))
            ctx.addIssue({
              code: 'custom',
              path: ['requests', i, ...pointer],
              message: `No variable is named '${name}'.`,
            });
    });
  });
export type CollectionComponent = z.infer<typeof collectionSchema>;
