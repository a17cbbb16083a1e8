import { toJsonPointer } from '../source/appSourceErrors.ts';

/** Where a JSON value is in its text: offsets of its first character and just past its last. */
export type OffsetRange = { start: number; end: number };

const SPACE = ' \t\r\n';

/**
 * The range of every value of a JSON text by its RFC 6901 pointer, in one pass: the language server
 * turns the pointers of references and definitions into ranges with it, where locateJsonPointer per
 * pointer would read a 2,000-line component once for each of its hundreds of bindings. Meant for a
 * text JSON.parse accepted; on anything else it returns what it read before the fault.
 */
export function jsonValueRanges(text: string): Map<string, OffsetRange> {
  const ranges = new Map<string, OffsetRange>();
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && SPACE.includes(text[i]!)) i++;
  };
  const skipString = () => {
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const readKey = (): string => {
    const start = i;
    skipString();
    return JSON.parse(text.slice(start, i)) as string;
  };
  // The path of the value being read; the recursion is as deep as the document, which a schema bounds.
  const path: PropertyKey[] = [];
  const value = (): void => {
    skipSpace();
    const start = i;
    const c = text[i];
    if (c === '"') skipString();
    else if (c === '{' || c === '[') {
      container(c);
    } else while (i < text.length && !',}] \t\r\n'.includes(text[i]!)) i++;
    ranges.set(toJsonPointer(path), { start, end: i });
  };
  const container = (open: string): void => {
    i++;
    const close = open === '{' ? '}' : ']';
    for (let index = 0; ; index++) {
      skipSpace();
      if (i >= text.length) return;
      if (text[i] === close) {
        i++;
        return;
      }
      if (index > 0) {
        if (text[i] !== ',') return;
        i++;
        skipSpace();
      }
      if (open === '{') {
        const key = readKey();
        skipSpace();
        i++; // ':'
        path.push(key);
      } else path.push(index);
      value();
      path.pop();
    }
  };
  value();
  return ranges;
}
