import { describe, expect, it } from 'vitest';
import { re2ToPostgres } from './re2ToPostgres.ts';

const pg = (re2: string) => {
  const result = re2ToPostgres(re2);
  if (!result.ok) throw new Error(result.reason);
  return result.pattern;
};

describe('re2ToPostgres', () => {
  it('keeps what both dialects read the same', () => {
    expect(pg('^GET /apps/\\d+ (200|404)$')).toBe('^GET /apps/\\d+ (200|404)$');
    expect(pg('a+?b*c{2,5}')).toBe('a+?b*c{2,5}');
  });

  it('rewrites word boundaries and the end-of-text anchor', () => {
    expect(pg('\\berror\\B\\z')).toBe('\\yerror\\Y\\Z');
  });

  it('keeps `.` off newlines unless (?s), and maps (?i)(?m) to ARE options', () => {
    expect(pg('a.b')).toBe('a[^\\n]b');
    expect(pg('(?s)a.b')).toBe('a.b');
    expect(pg('(?im)^x')).toBe('(?iw)^x');
  });

  it('turns hex and octal escapes into fixed-width code points', () => {
    expect(pg('\\x41B')).toBe('\\U00000041B');
    expect(pg('\\x{263a}')).toBe('\\U0000263A');
    expect(pg('\\101')).toBe('\\U00000041');
  });

  it('drops group names and quotes \\Q...\\E', () => {
    expect(pg('(?P<code>5\\d\\d)(?<x>y)')).toBe('(5\\d\\d)(y)');
    expect(pg('\\Qa.b*\\E')).toBe('a\\.b\\*');
  });

  it('reads a brace that starts no bound and a bracket inside a class as literals', () => {
    expect(pg('{"k"}')).toBe('\\{"k"\\}');
    expect(pg('[[.]')).toBe('[\\[.]');
    expect(pg('[[:word:]-]')).toBe('[[:alnum:]_-]');
    expect(pg('[]a]')).toBe('[\\]a]');
  });

  it('refuses what it cannot translate, saying what', () => {
    expect(re2ToPostgres('\\pL')).toEqual({ ok: false, reason: 'Unicode classes (\\p)' });
    expect(re2ToPostgres('a(?i)b').ok).toBe(false);
    expect(re2ToPostgres('a{300}').ok).toBe(false);
    expect(re2ToPostgres('[\\D]').ok).toBe(false);
  });
});
