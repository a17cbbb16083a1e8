import type { LogRow } from '@portal/contracts';

export const csvColumns = ['date', 'appId', 'source', 'type', 'level', 'message', 'attributes'] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A value
 * that a spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a leading
 * apostrophe (OWASP's CSV injection advice): log messages are written by apps, not by the user.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvHeader(): string {
  return `${csvColumns.join(',')}\r\n`;
}

export function csvLine(row: LogRow): string {
  const fields = [
    row.date,
    row.appId ?? '',
    row.source,
    row.type,
    row.level,
    row.message,
    JSON.stringify(row.attributes),
  ];
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function ndjsonLine(row: LogRow): string {
  return `${JSON.stringify(row)}\n`;
}

/** An ISO date as a file name part: no colons or dots. */
export function fileStamp(iso: string): string {
  return iso.replace(/[:.]/g, '-');
}
