/**
 * Rewrites an RE2 pattern (already checked with isValidRe2) into a PostgreSQL ARE with the same matches,
 * for `text ~ pattern`. Only whether a line matches matters, so greediness and capture groups do not.
 * Where the two dialects differ and no rewrite keeps RE2's meaning, the pattern is refused with a reason
 * (docs/decisions/log-store.md: a column store with native RE2 can later take these as they are).
 *
 * Differences handled: \b \B (ARE: \y \Y; ARE's \b is backspace), \z (ARE: \Z), \x / octal escapes (ARE
 * reads \x greedily and octal as backreferences), \Q...\E quoting, named groups, `.` not matching a newline
 * unless (?s), (?m) line anchors (ARE's `w` option), a `{` that does not start a bound, `[` inside a
 * bracket, [[:word:]], and ARE's bound limit of 255.
 */
export type RegexTranslation = { ok: true; pattern: string } | { ok: false; reason: string };

const MAX_ARE_BOUND = 255;
/**
 * PostgreSQL's engine expands a bounded repeat into that many copies of what it repeats, so nested bounds
 * multiply: `(\w{0,100}){0,10}q` (RE2 accepts it) made three searches hold the database for 37 s
 * (docs/product/logs.md LOGS-3). A repeat may expand its atom at most this many times, nesting included, and
 * a whole pattern's repeats together at most MAX_TOTAL_EXPANSION times.
 */
const MAX_NESTED_EXPANSION = 256;
const MAX_TOTAL_EXPANSION = 1000;
/**
 * Unbounded repeats (`*`, `+`, `?`) expand nothing, so the counts above miss them; the depth of repeats
 * inside repeated groups is bounded apart: what people write stops at two or three (`((ab)+c)*`), and each
 * level more multiplies the states the engine walks for a line.
 */
const MAX_REPEAT_NESTING = 3;
const POSIX_CLASSES = new Set([
  'alnum',
  'alpha',
  'ascii',
  'blank',
  'cntrl',
  'digit',
  'graph',
  'lower',
  'print',
  'punct',
  'space',
  'upper',
  'xdigit',
]);

class Unsupported extends Error {}

function codePoint(value: number): string {
  return `\\U${value.toString(16).toUpperCase().padStart(8, '0')}`;
}

/** A literal character as ARE reads it anywhere: letters and digits as they are, others escaped. */
function literal(char: string): string {
  return /[\p{L}\p{N}_ ]/u.test(char) ? char : `\\${char}`;
}

/** Reads the escape at pattern[i] (a backslash); returns the ARE text and the index after it. */
function readEscape(pattern: string, i: number, inBracket: boolean): [string, number] {
  const c = pattern[i + 1] ?? '';
  const hex = /^x(?:\{([0-9A-Fa-f]+)\}|([0-9A-Fa-f]{2}))/.exec(pattern.slice(i + 1));
  if (hex) return [codePoint(Number.parseInt(hex[1] ?? hex[2] ?? '0', 16)), i + 1 + hex[0].length];
  const octal = /^[0-7]{1,3}/.exec(pattern.slice(i + 1));
  if (octal) return [codePoint(Number.parseInt(octal[0], 8)), i + 1 + octal[0].length];
  if ('dswntrfva'.includes(c)) return [`\\${c}`, i + 2];
  if ('DSW'.includes(c)) {
    if (inBracket) throw new Unsupported(`\\${c} inside brackets`);
    return [`\\${c}`, i + 2];
  }
  if (!inBracket) {
    if (c === 'b') return ['\\y', i + 2];
    if (c === 'B') return ['\\Y', i + 2];
    if (c === 'A') return ['\\A', i + 2];
    if (c === 'z') return ['\\Z', i + 2];
  }
  if (c === 'p' || c === 'P') throw new Unsupported('Unicode classes (\\p)');
  if (c === 'C') throw new Unsupported('\\C');
  if (/[\p{L}\p{N}]/u.test(c)) throw new Unsupported(`\\${c}`);
  return [`\\${c}`, i + 2];
}

function bracket(pattern: string, start: number): [string, number] {
  let out = '[';
  let i = start + 1;
  if (pattern[i] === '^') {
    out += '^';
    i++;
  }
  // A ']' right after '[' or '[^' is a literal in both dialects.
  if (pattern[i] === ']') {
    out += '\\]';
    i++;
  }
  while (i < pattern.length && pattern[i] !== ']') {
    const c = pattern[i]!;
    if (c === '[' && pattern[i + 1] === ':') {
      const end = pattern.indexOf(':]', i + 2);
      const name = pattern.slice(i + 2, end);
      if (name.startsWith('^')) throw new Unsupported('negated POSIX classes ([:^name:])');
      if (name === 'word') out += '[:alnum:]_';
      else if (POSIX_CLASSES.has(name)) out += `[:${name}:]`;
      else throw new Unsupported(`[:${name}:]`);
      i = end + 2;
    } else if (c === '\\') {
      const [text, next] = readEscape(pattern, i, true);
      out += text;
      i = next;
    } else if (c === '[') {
      // ARE would read '[.' or '[=' as a collating element; RE2 reads a literal '['.
      out += '\\[';
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return [`${out}]`, i + 1];
}

function translate(re2: string): string {
  let pattern = re2;
  const flags = new Set<string>();
  // RE2 allows flags anywhere; ARE only at the very start, so only leading ones are taken.
  for (let m = /^\(\?([imsU]+)\)/.exec(pattern); m; m = /^\(\?([imsU]+)\)/.exec(pattern)) {
    for (const flag of m[1]!) flags.add(flag);
    pattern = pattern.slice(m[0].length);
  }
  let out = '';
  let i = 0;
  // Expansion bookkeeping: the largest expansion inside each open group, the last atom's, and the sum.
  const groups: number[] = [];
  let lastAtom = 1;
  let total = 0;
  // Repeat nesting likewise: the deepest inside each open group, the last atom's, and whether the last
  // thing read was a repeat (then a `?` after it only makes it lazy).
  const depths: number[] = [];
  let lastDepth = 0;
  let afterRepeat = false;
  const nest = () => {
    if (afterRepeat) return;
    lastDepth += 1;
    if (lastDepth > MAX_REPEAT_NESTING)
      throw new Unsupported(`repeats nested more than ${MAX_REPEAT_NESTING} deep`);
    if (depths.length > 0) depths[depths.length - 1] = Math.max(depths[depths.length - 1]!, lastDepth);
  };
  const repeat = (upper: number) => {
    const expansion = upper * lastAtom;
    if (expansion > MAX_NESTED_EXPANSION)
      throw new Unsupported(
        `repeats nested so that their counts multiply past ${MAX_NESTED_EXPANSION} (here ${expansion})`,
      );
    total += expansion;
    if (total > MAX_TOTAL_EXPANSION)
      throw new Unsupported(`repeat counts adding up past ${MAX_TOTAL_EXPANSION} in one pattern`);
    if (groups.length > 0) groups[groups.length - 1] = Math.max(groups[groups.length - 1]!, expansion);
    lastAtom = expansion;
  };
  while (i < pattern.length) {
    const c = pattern[i]!;
    const bound = c === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i)) : null;
    if (c === '*' || c === '+' || c === '?' || bound) {
      nest();
      afterRepeat = true;
    } else afterRepeat = false;
    if (c === '(' || c === ')' || c === '|' || c === '{' || c === '*' || c === '+' || c === '?') {
      // Handled below; every other branch reads one atom.
    } else {
      lastAtom = 1;
      lastDepth = 0;
    }
    if (c === '(') {
      groups.push(1);
      depths.push(0);
    }
    if (c === ')') {
      lastAtom = groups.pop() ?? 1;
      lastDepth = depths.pop() ?? 0;
      // What a group holds counts for every group around it, even when more atoms follow it there.
      if (groups.length > 0) groups[groups.length - 1] = Math.max(groups[groups.length - 1]!, lastAtom);
      if (depths.length > 0) depths[depths.length - 1] = Math.max(depths[depths.length - 1]!, lastDepth);
    }
    if (c === '\\' && pattern[i + 1] === 'Q') {
      const end = pattern.indexOf('\\E', i + 2);
      const quoted = pattern.slice(i + 2, end === -1 ? undefined : end);
      out += [...quoted].map(literal).join('');
      i = end === -1 ? pattern.length : end + 2;
    } else if (c === '\\') {
      const [text, next] = readEscape(pattern, i, false);
      out += text;
      i = next;
    } else if (c === '[') {
      const [text, next] = bracket(pattern, i);
      out += text;
      i = next;
    } else if (c === '.') {
      out += flags.has('s') ? '.' : '[^\\n]';
      i++;
    } else if (c === '(' && pattern[i + 1] === '?') {
      const named = /^\(\?P?<[A-Za-z0-9_]+>/.exec(pattern.slice(i));
      if (named) {
        out += '(';
        i += named[0].length;
      } else if (pattern[i + 2] === ':') {
        out += '(?:';
        i += 3;
      } else {
        throw new Unsupported('flags inside the pattern (put (?i), (?m) or (?s) at its start)');
      }
    } else if (c === '{') {
      if (bound) {
        const numbers = [bound[1], bound[3]].filter((n) => n !== undefined && n !== '').map(Number);
        if (numbers.some((n) => n > MAX_ARE_BOUND))
          throw new Unsupported(`repeat counts above ${MAX_ARE_BOUND}`);
        repeat(Math.max(...numbers));
        out += bound[0];
        i += bound[0].length;
      } else {
        out += '\\{';
        i++;
      }
    } else if (c === '}') {
      out += '\\}';
      i++;
    } else {
      out += c;
      i++;
    }
  }
  const options = `${flags.has('i') ? 'i' : ''}${flags.has('m') ? 'w' : ''}`;
  return options ? `(?${options})${out}` : out;
}

export function re2ToPostgres(re2: string): RegexTranslation {
  try {
    return { ok: true, pattern: translate(re2) };
  } catch (error) {
    if (error instanceof Unsupported) return { ok: false, reason: error.message };
    throw error;
  }
}
