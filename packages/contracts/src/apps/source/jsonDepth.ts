/**
 * How deep arrays and objects may nest in an app source's JSON files (the manifest and every JSON component).
 * The schema checks recurse into free-form JSON (a collection request's body), so 10,000 levels ran them out
 * of stack: an internal error the build retried three times without naming the file (docs/product/builds.md
 * BUILDS-4). No component format needs more than a handful of levels.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found in one pass over the text before
 * it is parsed (brackets inside strings do not count). Exact for valid JSON; for invalid JSON it may say
 * either, and the parse that follows reports that text anyway.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}
