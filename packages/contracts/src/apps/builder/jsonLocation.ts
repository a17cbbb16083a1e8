/** A 1-based line and column in a text. */
export type TextPosition = { line: number; column: number };

export function positionAt(text: string, offset: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

const unescapePointer = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * Where the value an RFC 6901 pointer names starts in a JSON text, so an error of the build ("pages/a.json
 * /sections/0/id") opens the editor at its line. A pointer to a member that is missing (a required field)
 * gives the object that lacks it. Null only when the text is not JSON where the pointer leads.
 */
export function locateJsonPointer(text: string, pointer: string): TextPosition | null {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  };
  const skipString = () => {
    i++; // the opening quote
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const readString = () => {
    const start = i;
    skipString();
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      return null;
    }
  };
  const skipValue = () => {
    if (text[i] === '"') return skipString();
    if (text[i] === '{' || text[i] === '[') {
      let depth = 0;
      while (i < text.length) {
        const c = text[i];
        if (c === '"') {
          skipString();
          continue;
        }
        if (c === '{' || c === '[') depth++;
        else if (c === '}' || c === ']') depth--;
        i++;
        if (depth === 0) return;
      }
      return;
    }
    while (i < text.length && !',}] \t\r\n'.includes(text[i]!)) i++;
  };
  /** Moves i to the value of `segment` inside the object or array at i; false when it is not there. */
  const enter = (segment: string): boolean => {
    const open = text[i];
    if (open !== '{' && open !== '[') return false;
    i++;
    for (let index = 0; ; index++) {
      skipSpace();
      if (text[i] === '}' || text[i] === ']' || i >= text.length) return false;
      if (open === '{') {
        const key = readString();
        skipSpace();
        if (text[i] !== ':') return false;
        i++;
        skipSpace();
        if (key === segment) return true;
      } else if (String(index) === segment) return true;
      skipValue();
      skipSpace();
      if (text[i] !== ',') return false;
      i++;
    }
  };
  skipSpace();
  if (i >= text.length) return null;
  let found = i;
  for (const segment of segments) {
    if (!enter(segment)) break;
    found = i;
  }
  return positionAt(text, found);
}

/** The position V8 names in a JSON.parse error ("... at position 12 ..."), if it names one. */
export function jsonErrorPosition(text: string, message: string): TextPosition | null {
  const match = /position (\d+)/.exec(message);
  return match ? positionAt(text, Number(match[1])) : null;
}
