import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installValidationSentences } from './validationSentences.ts';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('zod issues as sentences', () => {
  beforeAll(() => installValidationSentences());

  it('names the field and says what a good value is, for each kind of issue', () => {
    const schema = z.strictObject({
      name: z.string().min(1),
      code: z.string().min(3).max(5),
      limit: z.coerce.number().int().min(1).max(100),
      ratio: z.number().gt(0),
      kind: z.enum(['app', 'library']),
      contact: z.object({ email: z.email() }),
      day: z.iso.date(),
      tags: z.array(z.string()).max(1),
      id: z.string(),
      count: z.number(),
    });
    expect(
      messagesOf(schema, {
        name: '',
        code: 'ab',
        limit: '500',
        ratio: 0,
        kind: 'other',
        contact: { email: 'nope' },
        day: '31/12/2026',
        tags: ['a', 'b'],
        count: 'three',
        extra: 1,
      }),
    ).toEqual([
      'name must not be empty.',
      'code must be at least 3 characters long.',
      'limit must be at most 100.',
      'ratio must be greater than 0.',
      'kind must be one of: app, library.',
      'contact.email must be an email address such as name@example.com.',
      'day must be a date such as 2026-12-31.',
      'tags must be at most 1 items long.',
      'id is required.',
      'count must be a number.',
      'The request has fields it does not take: extra.',
    ]);
  });

  it("keeps a schema's own message: the product's texts outrank the general sentence", () => {
    expect(messagesOf(z.string().min(1, 'App name is required.'), '')).toEqual(['App name is required.']);
  });

  it('says "The value" of a value that is not a field', () => {
    expect(messagesOf(z.number().int(), 1.5)).toEqual(['The value must be a whole number.']);
  });
});
