type Json = unknown;

/** JSON Schema's own formats: a tool knows them without zod's pattern. */
const standardFormats = new Set([
  'date',
  'date-time',
  'time',
  'duration',
  'email',
  'uuid',
  'uri',
  'ipv4',
  'ipv6',
]);

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod's JSON Schema said the same thing in forms linters and client generators stumble on; said plainly:
 * - `z.unknown().nullable()` is `anyOf: [{}, {type: 'null'}]`: a branch that takes anything makes the
 *   others moot, so it is `{}`;
 * - `z.record(z.enum([...]), v)` names its keys only in `propertyNames` and `required`: each gets its
 *   property, so a generator types the object's fields;
 * - `z.number().int()` bounds every integer by +-(2^53 - 1): a reader sees `minimum: -9007199254740991`
 *   where no bound was meant, so those bounds go;
 * - a string format (`date`, `email`, `uuid`, ...) also carries zod's regular expression of it, 150
 *   characters for a date: the format says it, so the pattern goes.
 */
export function plainSchema<T>(schema: T): T {
  // The same shape, said plainly.
  return plain(schema) as T;
}

function plain(node: Json): Json {
  if (Array.isArray(node)) return node.map(plain);
  if (!isObject(node)) return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    // Values, not schemas: left as they are.
    out[key] =
      key === 'enum' || key === 'const' || key === 'default' || key === 'examples' ? value : plain(value);
  }
  const { anyOf, propertyNames, additionalProperties, properties, format } = out;
  if (out.type === 'integer') {
    if (out.minimum === Number.MIN_SAFE_INTEGER) delete out.minimum;
    if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;
  }
  if (typeof format === 'string' && standardFormats.has(format)) delete out.pattern;
  if (Array.isArray(anyOf) && anyOf.some((branch) => isObject(branch) && Object.keys(branch).length === 0))
    delete out.anyOf;
  if (isObject(propertyNames) && Array.isArray(propertyNames.enum) && properties === undefined)
    out.properties = Object.fromEntries(
      propertyNames.enum.map((key) => [
        String(key),
        isObject(additionalProperties) ? additionalProperties : {},
      ]),
    );
  return out;
}
