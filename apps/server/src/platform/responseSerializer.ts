import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, type $ZodTypes } from 'zod/v4/core';

/**
 * Zod types whose encoded output is exactly the value given, less undeclared object keys: for them a
 * JSON Schema says everything the zod encode would do to a valid response. Anything that rewrites
 * values (transform, pipe, codec, default, catch), types JSON cannot hold (date, bigint, undefined),
 * strict or loose objects, intersections and recursion stay on zod's own encode.
 */
const PLAIN = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'any',
  'unknown',
  'enum',
  'literal',
  'object',
  'array',
  'record',
  'union',
  'nullable',
  'optional',
]);

/** Every schema zod builds is one of its core types: their union lets `def.type` tell the defs apart. */
function defOf(schema: $ZodType): $ZodTypes['_zod']['def'] {
  return (schema as $ZodTypes)._zod.def;
}

/** True when the schema (and every schema inside it) is one of PLAIN, without cycles. */
export function isPlainSchema(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = defOf(schema);
  if (!PLAIN.has(def.type)) return false;
  const inner = (child: $ZodType | undefined) => child === undefined || isPlainSchema(child, new Set(seen));
  switch (def.type) {
    case 'object':
      return def.catchall === undefined && Object.values(def.shape ?? {}).every((child) => inner(child));
    case 'array':
      return inner(def.element);
    case 'record':
      return inner(def.keyType) && inner(def.valueType);
    case 'union':
      return (def.options ?? []).every((option) => inner(option));
    case 'nullable':
    case 'optional':
      return inner(def.innerType);
    case 'literal':
      // JSON holds strings, numbers, booleans and null; bigint and undefined literals are zod's.
      return (def.values ?? []).every(
        (value) => value === null || (typeof value !== 'bigint' && value !== undefined),
      );
    default:
      return true;
  }
}

type JsonSchema = { [key: string]: unknown };

const isJsonSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rewrites zod's JSON Schema for fast-json-stringify. `additionalProperties: false` goes: without it
 * fast-json-stringify still writes only declared properties, and the validator that picks a union's
 * branch then accepts an object with extra keys (zod strips them) instead of failing the response.
 * `default` goes: encoding never fills defaults in, fast-json-stringify would. A nullable of one type
 * becomes a type list, checked inline instead of by the validator.
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!isJsonSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === 'default') continue;
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'properties' && isJsonSchema(value)) {
      // Property names, not keywords: a property called `default` is kept (an orchestration input's default).
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, forSerializer(child)]),
      );
      continue;
    }
    out[key] = key === 'enum' || key === 'const' || key === 'required' ? value : forSerializer(value);
  }
  const options = out.anyOf;
  if (Array.isArray(options) && options.length === 2 && Object.keys(out).length === 1) {
    const [first, second] = options as JsonSchema[];
    const nullFirst = second?.type !== 'null';
    const other = nullFirst ? second : first;
    const nul = nullFirst ? first : second;
    if (
      nul?.type === 'null' &&
      Object.keys(nul).length === 1 &&
      other &&
      typeof other.type === 'string' &&
      other.const === undefined &&
      other.anyOf === undefined &&
      other.oneOf === undefined
    )
      return { ...other, type: [other.type, 'null'] };
  }
  return out;
}

/** fast-json-stringify for a PLAIN schema, else undefined (zod encodes it). */
function fastSerializer(schema: $ZodType): ((data: unknown) => string) | undefined {
  if (!isPlainSchema(schema)) return undefined;
  let json: unknown;
  try {
    // A fresh registry: ids registered on shared schemas would become $refs, inlined is simpler here.
    json = z.toJSONSchema(schema as z.ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      metadata: z.registry(),
    });
  } catch {
    return undefined;
  }
  return fastJson(forSerializer(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

/**
 * The response serializer of every route. Zod's encode parses each response before JSON.stringify,
 * which is what keeps undeclared fields (hashes, secrets, whole rows) from reaching the client, and
 * costs most of a large page's time. fast-json-stringify keeps that property (it writes declared
 * properties only) at a fraction of the cost, for every schema it can express exactly; the others keep
 * zod's encode. One serializer per schema object: the error schema is shared by hundreds of routes.
 *
 * Each is compiled on its route's first answer, not when the route is registered: compiling them all
 * was about 0.4 s of every start's main thread (bench/README, "A bundled server"),
 * for routes most starts never answer.
 */
export function responseSerializerCompiler(): FastifySerializerCompiler<unknown> {
  const cache = new WeakMap<$ZodType, ((data: unknown) => string) | null>();
  const compile: FastifySerializerCompiler<unknown> = (routeSchema) => {
    const { schema } = routeSchema;
    if (!(schema instanceof $ZodType)) return zodSerializerCompiler(routeSchema as never);
    let fast = cache.get(schema);
    if (fast === undefined) {
      fast = fastSerializer(schema) ?? null;
      cache.set(schema, fast);
    }
    // zod's serializer names the route in its error, so it is made per route.
    return fast ?? zodSerializerCompiler(routeSchema as never);
  };
  return (routeSchema) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      serialize ??= compile(routeSchema) as (data: unknown) => string;
      return serialize(data);
    };
  };
}
