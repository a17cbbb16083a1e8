import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it('takes a canonical UUID in either case', () => {
    expect(isUuid('0b7a3c1e-2f4d-4e5a-9b6c-7d8e9f0a1b2c')).toBe(true);
    expect(isUuid('0B7A3C1E-2F4D-4E5A-9B6C-7D8E9F0A1B2C')).toBe(true);
  });

  it('refuses anything else: a reference ID, braces, missing dashes, a trailing character', () => {
    for (const value of [
      'payroll-sync',
      '{0b7a3c1e-2f4d-4e5a-9b6c-7d8e9f0a1b2c}',
      '0b7a3c1e2f4d4e5a9b6c7d8e9f0a1b2c',
      '0b7a3c1e-2f4d-4e5a-9b6c-7d8e9f0a1b2c\n',
      '0b7a3c1e-2f4d-4e5a-9b6c-7d8e9f0a1b2',
      '',
    ]) {
      expect(isUuid(value), JSON.stringify(value)).toBe(false);
    }
  });

  it("accepts every id the server's z.uuid() fields accept", () => {
    for (const id of ['00000000-0000-4000-8000-000000000001', '3f6c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f']) {
      expect(z.uuid().safeParse(id).success).toBe(true);
      expect(isUuid(id)).toBe(true);
    }
  });
});
