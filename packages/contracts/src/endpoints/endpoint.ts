import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the server checks before the handler runs, with the same guards the routes called themselves:
 * nothing (`public`; a session, when there is one, may still widen the answer), a session (`session`),
 * a provider permission, or a permission in a company: the one of the path parameter `orgParam` names
 * (`/auth/v1/organizations/:org/...`), or of the query parameter `orgQuery` names when it is given (a
 * download link cannot send a header), else the one of the x-organization-id header. A handler may
 * narrow it further from the data (another company's app answers 404, not 403).
 */
export type EndpointAccess =
  | 'public'
  | 'session'
  | { readonly globalPermission: string }
  | { readonly orgPermission: string; readonly orgParam?: string; readonly orgQuery?: string };

/** The zod schemas of an endpoint, as types only (the web's chunks must carry no zod for a call). */
export type EndpointTypes = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
};

/**
 * One operation of the portal API: what the server registers and what the web calls by name. No schema
 * values here, only their types; the schemas themselves join in `<area>.specs.ts` (`EndpointSpec`).
 */
export type Endpoint<T extends EndpointTypes = EndpointTypes> = {
  /** Unique over the whole API: the OpenAPI operationId. */
  readonly name: string;
  readonly method: EndpointMethod;
  /** Fastify's form: `/apphub/v1/apps/:id`. */
  readonly path: string;
  /** The status of a success. */
  readonly status: number;
  readonly access: EndpointAccess;
  /**
   * A success sent as bytes, not JSON: their media type (`application/zip`, `text/plain`; the wildcard
   * for a file of its own type). The web reads text as a string and anything else as a Blob.
   */
  readonly file?: string;
  /** Never set: carries the schemas' types. */
  readonly types?: T;
};

type Types<E> = E extends Endpoint<infer T> ? T : never;
type Schema<E, K extends keyof EndpointTypes> = Types<E>[K] extends z.ZodType ? Types<E>[K] : undefined;

export type EndpointParams<E> =
  Schema<E, 'params'> extends z.ZodType ? z.output<Schema<E, 'params'>> : undefined;
export type EndpointQuery<E> =
  Schema<E, 'query'> extends z.ZodType ? z.output<Schema<E, 'query'>> : undefined;
export type EndpointBody<E> = Schema<E, 'body'> extends z.ZodType ? z.output<Schema<E, 'body'>> : undefined;
/** What the handler returns: the response schema's input (the serialiser encodes it). */
export type EndpointReply<E> =
  Schema<E, 'response'> extends z.ZodType ? z.input<Schema<E, 'response'>> : unknown;
/** What the caller reads: the response schema's output, as the web's hand-paired types were. */
export type EndpointResponse<E> =
  Schema<E, 'response'> extends z.ZodType ? z.output<Schema<E, 'response'>> : unknown;
/** What the caller sends: the schemas' inputs (defaults may be left out). */
export type EndpointParamsInput<E> =
  Schema<E, 'params'> extends z.ZodType ? z.input<Schema<E, 'params'>> : undefined;
export type EndpointQueryInput<E> =
  Schema<E, 'query'> extends z.ZodType ? z.input<Schema<E, 'query'>> : undefined;
export type EndpointBodyInput<E> =
  Schema<E, 'body'> extends z.ZodType ? z.input<Schema<E, 'body'>> : undefined;

type EndpointEntry<T extends EndpointTypes> = Omit<Endpoint<T>, 'name'>;

/** One entry of a table, its schema types given and its fields checked: `op<{ response: typeof x }>()({...})`. */
export function op<T extends EndpointTypes = Record<never, never>>() {
  // `types` is never set: the assertion only records the schemas' types on the entry.
  return <const E extends Omit<EndpointEntry<EndpointTypes>, 'types'>>(entry: E) =>
    entry as E & { readonly types?: T };
}

/** An area's table: each entry named by its key. */
export function endpointTable<const Table extends Record<string, EndpointEntry<EndpointTypes>>>(
  table: Table,
): { readonly [K in keyof Table & string]: Table[K] & { readonly name: K } } {
  const named: Record<string, Endpoint> = {};
  for (const [name, entry] of Object.entries(table)) named[name] = { ...entry, name };
  return named as { readonly [K in keyof Table & string]: Table[K] & { readonly name: K } };
}

type SchemaSlots = { readonly [K in keyof EndpointTypes]?: z.ZodType };

type SpecFields<S> = {
  readonly summary: string;
  readonly tags: readonly string[];
  /** The error statuses it can answer, each with the one ApiError body. */
  readonly errors: readonly number[];
  /**
   * Other statuses and their bodies: a success beside the main one (a 503 readiness), an error with a body
   * of its own (a 409 with the server's draft, the OAuth endpoints' RFC 6749 5.2 refusals).
   */
  readonly otherResponses?: Readonly<Record<number, z.ZodType>>;
  /** What the bytes of a `file` success hold, as the OpenAPI document describes them. */
  readonly fileDescription?: string;
  /** The media types of a body the handler reads itself (a multipart upload), for the OpenAPI document. */
  readonly consumes?: readonly string[];
  /**
   * A credential of its own (a webhook's signature, an API client's secret): the OpenAPI security the
   * operation states instead of the one its access implies (`[]`: none the document names).
   */
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
  /** Left out of the OpenAPI document. */
  readonly hide?: boolean;
  readonly schemas: S;
};

/** The schemas an endpoint's types name: each one it names, and none it does not. */
export type EndpointSchemas<E> = {
  readonly [K in keyof EndpointTypes as Schema<E, K> extends z.ZodType ? K : never]: Schema<E, K>;
} & { readonly [K in keyof EndpointTypes as Schema<E, K> extends z.ZodType ? never : K]?: undefined };

/**
 * An endpoint with its schemas and its OpenAPI text: what the server registers. The schemas must be the
 * very ones the endpoint's types name, so a changed schema or path fails the type check on both sides.
 */
export type EndpointSpec<E extends Endpoint> = E & SpecFields<EndpointSchemas<E> & SchemaSlots>;

/** Any endpoint's spec, as the registration reads it. */
export type AnyEndpointSpec = Endpoint & SpecFields<SchemaSlots>;

/** A `file` endpoint describes its bytes; any other has none to describe. */
type FileText<E> = E extends { readonly file: string }
  ? { readonly fileDescription: string }
  : { readonly fileDescription?: undefined };

type SpecText<E extends Endpoint> = Omit<SpecFields<EndpointSchemas<E>>, 'tags' | 'fileDescription'> &
  FileText<E> & {
    readonly tags?: readonly string[];
  };

/** An area's endpoints joined to their schemas; `tags` is the area's, unless an entry says otherwise. */
export function endpointSpecs<const Table extends Record<string, Endpoint>>(
  table: Table,
  tags: readonly string[],
  specs: { readonly [K in keyof Table]: SpecText<Table[K]> },
): { readonly [K in keyof Table]: EndpointSpec<Table[K]> } {
  const texts: Record<string, Omit<SpecFields<SchemaSlots>, 'tags'>> = specs;
  const joined: Record<string, AnyEndpointSpec> = {};
  for (const [name, endpoint] of Object.entries(table)) {
    const text = texts[name];
    if (text) joined[name] = { tags, ...text, ...endpoint };
  }
  return joined as { readonly [K in keyof Table]: EndpointSpec<Table[K]> };
}
