import { describe, expect, it } from 'vitest';
import { isValidRe2, MAX_REGEX_LENGTH } from './regex.ts';

describe('isValidRe2', () => {
  it('accepts RE2 syntax, including named groups and flags', () => {
    for (const pattern of [
      '^GET /apps/\\d+',
      '(?i)timeout|refused',
      '(?P<code>5\\d\\d)',
      '[[:alpha:]]+',
      'a{2,5}?',
    ])
      expect(isValidRe2(pattern), pattern).toBe(true);
  });

  it('refuses what RE2 refuses: lookaround, backreferences, broken syntax', () => {
    for (const pattern of ['(?=a)b', '(?<=a)b', '(a)\\1', '(unclosed', '*start', 'a{2,1}'])
      expect(isValidRe2(pattern), pattern).toBe(false);
  });

  it('refuses a pattern longer than the limit', () => {
    expect(isValidRe2('a'.repeat(MAX_REGEX_LENGTH + 1))).toBe(false);
  });
});
