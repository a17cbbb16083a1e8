import { transform } from 'esbuild';

/**
 * A character past ASCII. Node decodes a module's UTF-8 text to a one-byte string only when all of it is
 * ASCII: a single `ä` in a comment and V8 holds the whole source two bytes a character.
 */
const PAST_ASCII = /[\u0080-\uffff]/g;

/**
 * The bundle's text with every character past ASCII written as a `\uXXXX` escape, so V8 keeps its
 * source (held for lazy compilation as long as the process runs) at one byte a character: 16 MB instead
 * of 33 MB of the main thread's heap (bench/README, "Memory at rest"). esbuild's ASCII output already
 * escapes strings, regular expressions and names; what it leaves are comments (dashes, arrows, `§` in
 * the packages' JSDoc, names in license notes) and the text of tagged templates, which it must keep as written. In a comment the
 * escape changes nothing; in a tagged template it would change what the tag reads as raw text. So the
 * escaped text is kept only when minifying it gives the same code as minifying the original (the
 * minifier drops comments and prints every literal one way); otherwise the original is returned and
 * `warn` says why.
 */
export async function oneByteSource(code: string, warn: (message: string) => void): Promise<string> {
  const escaped = code.replace(PAST_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (escaped === code) return code;
  const options = {
    // Not minifyIdentifiers: the names it picks follow the text's letter counts, comments included.
    minifyWhitespace: true,
    minifySyntax: true,
    // License notes are comments too: dropped from both sides of the comparison (the bundle keeps them).
    legalComments: 'none',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    logLevel: 'silent',
  } as const;
  const [before, after] = await Promise.all([transform(code, options), transform(escaped, options)]);
  if (before.code === after.code) return escaped;
  warn(
    'The server bundle has characters past ASCII outside comments (a tagged template?): left as they are, ' +
      'so V8 holds its source at two bytes a character. Write them as \\u escapes in the source.',
  );
  return code;
}
