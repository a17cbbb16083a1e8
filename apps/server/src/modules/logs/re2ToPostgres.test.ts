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

  // RE2 accepts these (docs/product/logs.md LOGS-3), and PostgreSQL expands nested bounds into that many
  // copies.
  it('refuses repeats whose counts multiply or add up past what the database can run in time', () => {
    const attack = re2ToPostgres('(\\w{0,100}){0,10}(\\w{0,100}){0,10}q');
    expect(attack).toEqual({
      ok: false,
      reason: 'repeats nested so that their counts multiply past 256 (here 1000)',
    });
    expect(re2ToPostgres('((a{0,20}){0,20})').ok).toBe(false);
    expect(re2ToPostgres('(?:x{0,16}){0,16}').ok).toBe(true);
    expect(re2ToPostgres('(?:x{0,16}){0,17}').ok).toBe(false);
    expect(re2ToPostgres('a{200}b{200}c{200}d{200}e{200}f{200}')).toEqual({
      ok: false,
      reason: 'repeat counts adding up past 1000 in one pattern',
    });
  });

  it('counts a repeat inside a group for every group around it, atoms after it or not', () => {
    expect(re2ToPostgres('((a{0,100})b){0,10}')).toEqual({
      ok: false,
      reason: 'repeats nested so that their counts multiply past 256 (here 1000)',
    });
    expect(re2ToPostgres('(((a{0,100}))b){0,10}').ok).toBe(false);
  });

  it('refuses repeats nested more than three deep, bounded or not, and reads a lazy `?` as no repeat', () => {
    expect(re2ToPostgres('(((a*)*)*)*')).toEqual({
      ok: false,
      reason: 'repeats nested more than 3 deep',
    });
    expect(re2ToPostgres('((((x)+y)?z)+w)*').ok).toBe(false);
    expect(re2ToPostgres('(((a+)b)?c){2}').ok).toBe(true);
    expect(re2ToPostgres('(((a+?)??)*?)').ok).toBe(true);
    expect(re2ToPostgres('(((a+?)??)*?)+').ok).toBe(false);
    expect(re2ToPostgres('(a*)*(b*)*(c*)*').ok).toBe(true);
  });

  it('keeps the repeats people write', () => {
    for (const pattern of [
      '\\d{1,3}(\\.\\d{1,3}){3}',
      '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
      '(?i)^post /api/v1/\\w+ 5\\d\\d\\b',
      '(ab|cd)*x{2,5}',
      '\\(a{3}\\)',
      '[({]x{3}',
      '((ab)+c)*',
      '^(\\w+=("[^"]*"|\\S*)\\s*)+$',
    ])
      expect(re2ToPostgres(pattern).ok, pattern).toBe(true);
  });
});
