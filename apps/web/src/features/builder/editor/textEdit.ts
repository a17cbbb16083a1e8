/** One replacement that turns a text into another: the characters `[start, end)` of the old text become `text`. */
export type TextEdit = { start: number; end: number; text: string };

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The smallest single replacement from `before` to `after` (their common start and end kept), or null when
 * they are the same. A text written into an editor as this edit, rather than as a whole new text, leaves
 * the caret, the selection and the undo history of the unchanged parts where they were: a reset that only
 * changes one line does not move the user's caret on another.
 *
 * The edges never split a surrogate pair or a CRLF line break, which the editor counts as one position.
 */
export function minimalEdit(before: string, after: string): TextEdit | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  // The common start must not end between the halves of a pair: move it back before the pair.
  if (start > 0 && (isHighSurrogate(before.charCodeAt(start - 1)) || before[start - 1] === '\r')) start--;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end++;
  // Likewise the common end must not begin between the halves of a pair.
  const tail = before.length - end;
  if (
    end > 0 &&
    (isLowSurrogate(before.charCodeAt(tail)) || (before[tail] === '\n' && before[tail - 1] === '\r'))
  )
    end--;
  return { start, end: before.length - end, text: after.slice(start, after.length - end) };
}

/** `text` with an edit applied: what the editor holds after it (the tests' check of `minimalEdit`). */
export const applyEdit = (text: string, edit: TextEdit | null) =>
  edit ? text.slice(0, edit.start) + edit.text + text.slice(edit.end) : text;
