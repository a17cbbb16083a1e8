import type { LogRow } from '@portal/contracts';
import { csvField } from '../../platform/csv.ts';

export { csvField };

export const csvColumns = ['date', 'appId', 'source', 'type', 'level', 'message', 'attributes'] as const;

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
