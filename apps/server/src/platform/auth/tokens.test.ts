import { describe, expect, it } from 'vitest';
import { sha256 } from './tokens.ts';

describe('sha256', () => {
  // Stored session ids and states were hashed this way: a change of encoding would sign everyone out.
  it('writes the SHA-256 of the UTF-8 text in base64url, as the stored hashes were written', () => {
    expect(sha256('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(sha256('é')).toBe('SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw_biumnEw');
  });
});
