/** Characters that could end the element or open a comment in a script block, or end a line in old parsers. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON to write inside `<script type="application/json">`: the same value once parsed, with `<`, `>`, `&`,
 * U+2028 and U+2029 as `\u` escapes, so no `</script>` or `<!--` in a string can break out of the block.
 */
export function jsonForScriptBlock(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
