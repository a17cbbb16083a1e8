/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A value
 * that a spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a leading
 * apostrophe (OWASP's CSV injection advice): log messages and user names are written by others.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record with its CRLF line end. */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
