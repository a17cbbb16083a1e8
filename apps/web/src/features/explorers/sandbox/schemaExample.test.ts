import { describe, expect, it } from 'vitest';
import { exampleOf } from './schemaExample.ts';

describe('a request body to start from', () => {
  it('fills the required properties with a value of their type', () => {
    const schema = {
      type: 'object',
      properties: {
        workerId: { type: 'string' },
        type: { type: 'string', enum: ['Vacation', 'Sick'] },
        startDate: { type: 'string', format: 'date' },
        hours: { type: 'number', exclusiveMinimum: 0 },
        note: { type: 'string' },
      },
      required: ['workerId', 'type', 'startDate', 'hours'],
    };
    expect(exampleOf(schema, '2026-12-01')).toEqual({
      workerId: 'string',
      type: 'Vacation',
      startDate: '2026-12-01',
      hours: 8,
    });
  });
});
