import type { JsonSchema } from './openApiOperations.ts';

/**
 * A request body to start from, made from the operation's JSON Schema: the required properties with a
 * value of their type (the first of an enum, today for a date). The user edits it before sending.
 */
export function exampleOf(schema: JsonSchema, today = new Date().toISOString().slice(0, 10)): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return exampleOf(schema.anyOf[0] as JsonSchema, today);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? Object.keys(properties)) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, exampleOf(property, today)]),
      );
    }
    case 'array':
      return [exampleOf((schema.items ?? {}) as JsonSchema, today)];
    case 'integer':
    case 'number':
      return typeof schema.exclusiveMinimum === 'number' || typeof schema.minimum === 'number' ? 8 : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date') return today;
      if (schema.format === 'email') return 'name@example.com';
      if (typeof schema.pattern === 'string' && schema.pattern.includes('[A-Z]{3}')) return 'USD';
      return 'string';
    default:
      return null;
  }
}
