import { RE2JS } from 're2js';

/** Longest regex value a filter accepts: enough for any hand-typed pattern, and bounds the work it costs. */
export const MAX_REGEX_LENGTH = 1000;

/**
 * docs/product/logs.md LOGS-3: a regex filter must be valid RE2 syntax. re2js is a port of RE2's parser, so
 * it refuses exactly what RE2 refuses (lookaround, backreferences, possessive quantifiers); the web and the
 * server call this one function.
 */
export function isValidRe2(pattern: string): boolean {
  if (pattern.length > MAX_REGEX_LENGTH) return false;
  try {
    RE2JS.compile(pattern);
    return true;
  } catch {
    return false;
  }
}
