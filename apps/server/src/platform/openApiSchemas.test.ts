import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainSchema } from './openApiSchemas.ts';

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'draft-2020-12' });

describe('plainSchema', () => {
  it('says a nullable anything as anything', () => {
    const said = plainSchema(jsonSchema(z.object({ output: z.unknown().nullable() })));
    expect(said).toMatchObject({ properties: { output: {} } });
    expect(JSON.stringify(said)).not.toContain('anyOf');
  });

  it("gives a record over an enum its properties, each the record's value", () => {
    const said = plainSchema(jsonSchema(z.record(z.enum(['doc', 'app']), z.number())));
    expect(said).toMatchObject({
      properties: { doc: { type: 'number' }, app: { type: 'number' } },
      required: ['doc', 'app'],
    });
  });

  it('leaves a real union, and values such as enums and defaults, as they are', () => {
    const schema = jsonSchema(
      z.object({ kind: z.enum(['a', 'b']).default('a'), either: z.union([z.string(), z.number()]) }),
    );
    expect(plainSchema(schema)).toEqual(schema);
  });

  it("drops the safe-integer bounds zod gives every integer, and the pattern of a format's own", () => {
    const said = plainSchema(
      jsonSchema(
        z.object({ limit: z.number().int(), page: z.number().int().min(1).max(9), day: z.iso.date() }),
      ),
    );
    expect(said).toMatchObject({
      properties: { limit: { type: 'integer' }, page: { minimum: 1, maximum: 9 }, day: { format: 'date' } },
    });
    expect(JSON.stringify(said)).not.toMatch(/9007199254740991|"pattern"/);
  });

  it('keeps the pattern of a string without a standard format', () => {
    const said = plainSchema(jsonSchema(z.string().regex(/^[a-z]+$/)));
    expect(said).toMatchObject({ pattern: '^[a-z]+$' });
  });
});
