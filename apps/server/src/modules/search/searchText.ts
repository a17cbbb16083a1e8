/**
 * Private-use characters mark the words a snippet matched: no indexed text contains them (they are
 * removed on the way in), so the split back into parts can never be fooled by the content.
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** The most of a body that is indexed: enough for any real page, bounded for the database. */
const BODY_MAX_CHARS = 100_000;

export function cleanIndexedText(text: string, max = BODY_MAX_CHARS): string {
  return text.replace(/[\uE000\uE001]/g, '').slice(0, max);
}

/**
 * A user's query as a tsquery: its words only (so no operator, quote or backslash reaches to_tsquery),
 * each a prefix match, all required; a one-letter word matches itself only (as a prefix it matches half
 * the index and ranks all of it). Null when no word is left: the answer is then the empty state.
 */
export function toPrefixQuery(q: string, maxChars: number): { tsquery: string; words: string } | null {
  const words =
    q
      .slice(0, maxChars)
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 16) ?? [];
  if (words.length === 0) return null;
  return {
    tsquery: words
      .map((word) => (word.length > 1 ? `${word.toLowerCase()}:*` : word.toLowerCase()))
      .join(' & '),
    words: words.join(' '),
  };
}

/** ts_headline's marked text as the snippet parts the page shows. */
export function snippetParts(marked: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  for (const piece of marked.split(MATCH_START)) {
    const end = piece.indexOf(MATCH_END);
    if (end === -1) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    if (end > 0) parts.push({ text: piece.slice(0, end), match: true });
    const rest = piece.slice(end + 1);
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

/**
 * A question in natural language as a tsquery for passages: any of its words (a question rarely has all
 * of its words in one page), stemmed by the english configuration, which also drops stop words. Words of
 * one or two letters are left out. Null when no word is left.
 */
export function toAnyWordQuery(q: string, maxChars: number): string | null {
  const words = [
    ...new Set(
      (q.slice(0, maxChars).match(/[\p{L}\p{N}]+/gu) ?? [])
        .filter((word) => word.length > 2)
        .map((word) => word.toLowerCase()),
    ),
  ].slice(0, 24);
  return words.length === 0 ? null : words.join(' | ');
}
