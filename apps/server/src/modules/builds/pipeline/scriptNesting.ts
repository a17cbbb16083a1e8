/**
 * How deep a script's brackets may nest: `(`, `[`, `{` and a template literal's `${`. acorn and the
 * globals check (freeGlobals.ts) recurse once or more a level, so how deep they can go depends on the
 * thread's stack; a fixed bound checked first makes the refusal the same everywhere, and no hand-written
 * script comes near it.
 */
export const MAX_SCRIPT_NESTING = 512;

/** Words after which a `/` begins a regular expression, not a division. */
const BEFORE_REGEX = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

const isWordChar = (c: string) => /[\w$]/.test(c);

/**
 * The first place (1-based line) where the script's brackets nest deeper than `max`, or null. One pass,
 * linear in the source: string and template text, comments and regular expression literals are skipped.
 * Where a `/` could be either a division or a regular expression, it is read as a regular expression
 * ending at the line's end at the latest: a misjudged one can only make the count lower (brackets
 * skipped), never refuse a script that parses, and the parse stays guarded (checkScript.ts).
 */
export function deepestNestingPast(source: string, max = MAX_SCRIPT_NESTING): { line: number } | null {
  let depth = 0;
  let line = 1;
  // For each open `{` or `${`: whether closing it returns into a template literal's text.
  const braces: boolean[] = [];
  // The last character that was code (not space or comment): decides what a `/` begins.
  let last = '';
  let lastWord = '';
  let i = 0;
  const n = source.length;

  /** Skips template text from i (just after '`' or a closing '}' of '${'), stopping after '${' or '`'. */
  const templateText = (): 'open' | 'end' => {
    while (i < n) {
      const c = source[i]!;
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        return 'end';
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        return 'open';
      } else {
        if (c === '\n') line++;
        i++;
      }
    }
    return 'end';
  };
  const open = (inTemplate: boolean) => {
    depth++;
    braces.push(inTemplate);
    return depth > max;
  };

  while (i < n) {
    const c = source[i]!;
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (c === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      for (let k = i; k < stop; k++) if (source[k] === '\n') line++;
      i = stop;
      continue;
    }
    if (c === '"' || c === "'") {
      i++;
      while (i < n && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      i++;
      last = c;
      lastWord = '';
      continue;
    }
    if (c === '`') {
      i++;
      if (templateText() === 'open' && open(true)) return { line };
      last = '`';
      lastWord = '';
      continue;
    }
    if (c === '/') {
      const division =
        (isWordChar(last) && !BEFORE_REGEX.has(lastWord)) || last === ')' || last === ']' || last === '}';
      if (!division) {
        // A regular expression: to its closing '/' outside a class, or the line's end.
        i++;
        let inClass = false;
        while (i < n && source[i] !== '\n') {
          const r = source[i]!;
          if (r === '\\') i++;
          else if (r === '[') inClass = true;
          else if (r === ']') inClass = false;
          else if (r === '/' && !inClass) break;
          i++;
        }
        i++;
        last = '/';
        lastWord = '';
        continue;
      }
    }
    if (c === '(' || c === '[' || c === '{') {
      if (open(false)) return { line };
    } else if (c === ')' || c === ']' || c === '}') {
      depth = Math.max(0, depth - 1);
      const closesTemplate = braces.pop();
      if (c === '}' && closesTemplate) {
        // The end of a template's `${ }`: its text goes on.
        i++;
        if (templateText() === 'open' && open(true)) return { line };
        last = '`';
        lastWord = '';
        continue;
      }
    }
    if (isWordChar(c)) {
      let j = i;
      while (j < n && isWordChar(source[j]!)) j++;
      lastWord = source.slice(i, j);
      last = source[j - 1]!;
      i = j;
      continue;
    }
    last = c;
    lastWord = '';
    i++;
  }
  return null;
}
