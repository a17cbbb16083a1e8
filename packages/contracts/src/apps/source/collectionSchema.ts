import { z } from 'zod';
import { sandboxSoapServices } from '../../sandbox/sandboxApi.ts';
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
 * How a request is sent: `json` (REST, the default), `soap` (a SOAP 1.1 envelope as text/xml with its
 * SOAPAction) or `graphql` (a query with its variables), as the orchestration http step's `format`.
 */
export const collectionRequestFormats = ['json', 'soap', 'graphql'] as const;
export type CollectionRequestFormat = (typeof collectionRequestFormats)[number];

/**
 * A path of the sandbox tenant's REST API, after `/sandbox/{tenant}`: `/api/{service}/v{n}/...` with
 * plain segments or placeholders. No query string, no `..`, no scheme: a collection can only ever call
 * the portal's own sandbox (the studio runs it there, never as an open proxy).
 */
const SANDBOX_REST_PATH = new RegExp(
  `^/api/(${sandboxServices.join('|')})/v[1-9][0-9]{0,2}(/(?!\\.\\.?(/|$))[A-Za-z0-9._~{}-]+)*$`,
);
const SANDBOX_SOAP_PATH = new RegExp(`^/soap/(${sandboxSoapServices.join('|')})$`);
const SANDBOX_GRAPHQL_PATH = '/graphql';

/** The format a sandbox path is called with (REST, a SOAP service, GraphQL), or null for any other path. */
export function sandboxPathFormat(path: string): CollectionRequestFormat | null {
  if (path === SANDBOX_GRAPHQL_PATH) return 'graphql';
  if (SANDBOX_SOAP_PATH.test(path)) return 'soap';
  return SANDBOX_REST_PATH.test(path) && !path.includes('//') ? 'json' : null;
}
export function isSandboxPath(path: string): boolean {
  return sandboxPathFormat(path) !== null;
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
    .refine(
      isSandboxPath,
      'Use a path of the sandbox API, such as /api/workers/v1/workers, /soap/Human_Resources or /graphql.',
    ),
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
  /** `json` when absent. A `soap` request has `soap`, a `graphql` one `graphql` (requestFormatProblems). */
  format: z.enum(collectionRequestFormats).optional(),
  soap: z
    .strictObject({
      /** The SOAP 1.1 envelope, sent as it is written; placeholders are filled XML-escaped. */
      envelope: z.string().max(100_000),
      /** The SOAPAction header (the sandbox reads the operation from the envelope's body). */
      action: z.string().max(500).optional(),
    })
    .optional(),
  graphql: z
    .strictObject({
      /** The GraphQL document, sent as it is written (values go in `variables`, not in the text). */
      query: z.string().max(20_000),
      /** The operation's variables; strings in them may hold placeholders. */
      variables: z.record(z.string().max(100), z.json()).optional(),
    })
    .optional(),
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
  if (request.soap) texts.push({ pointer: ['soap', 'envelope'], text: request.soap.envelope });
  if (request.graphql?.variables) walk(request.graphql.variables, ['graphql', 'variables']);
  return texts;
}

const formatNames: Record<CollectionRequestFormat, string> = {
  json: 'REST',
  soap: 'SOAP',
  graphql: 'GraphQL',
};
const formatPaths: Record<CollectionRequestFormat, string> = {
  json: '/api/{service}/v{n}/...',
  soap: `/soap/{service} (${sandboxSoapServices.join(', ')})`,
  graphql: SANDBOX_GRAPHQL_PATH,
};

/** What a request's format needs and what it may not have, with the field each problem is about. */
export function requestFormatProblems(request: CollectionRequest): { field: string; message: string }[] {
  const format = request.format ?? 'json';
  const name = formatNames[format];
  const problems: { field: string; message: string }[] = [];
  const pathFormat = sandboxPathFormat(request.path);
  if (pathFormat !== null && pathFormat !== format)
    problems.push({ field: 'path', message: `A ${name} request goes to ${formatPaths[format]}.` });
  if (format !== 'json' && request.method !== 'POST')
    problems.push({ field: 'method', message: `A ${name} request is a POST.` });
  if (format === 'soap' && !request.soap?.envelope.trim())
    problems.push({ field: 'soap', message: 'A SOAP request needs its envelope.' });
  if (format === 'graphql' && !request.graphql?.query.trim())
    problems.push({ field: 'graphql', message: 'A GraphQL request needs its query.' });
  if (format !== 'json' && request.body !== undefined)
    problems.push({ field: 'body', message: `A ${name} request has no JSON body.` });
  if (format !== 'json' && request.query?.length)
    problems.push({ field: 'query', message: `A ${name} request has no query parameters.` });
  if (format !== 'soap' && request.soap)
    problems.push({ field: 'soap', message: 'Only a SOAP request has an envelope.' });
  if (format !== 'graphql' && request.graphql)
    problems.push({ field: 'graphql', message: 'Only a GraphQL request has a GraphQL query.' });
  return problems;
}

/** A collection's name, as the studio's name editor checks it before saving. */
export const collectionNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the collection a name.')
  .max(100, 'Use at most 100 characters.');

/** A 'collection' component: requests to the sandbox's APIs that an app ships, run from the studio. */
export const collectionSchema = z
  .strictObject({
    /** Lets editors find the JSON Schema; ignored by the build. */
    $schema: z.string().max(500).optional(),
    name: collectionNameSchema,
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
      for (const { field, message } of requestFormatProblems(request))
        ctx.addIssue({ code: 'custom', path: ['requests', i, field], message });
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
