import type { LogInsert } from '../../platform/logStore.ts';

/**
 * PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16 surrogate in json; a line is written with
 * U+FFFD in their place rather than refused, since it records what a client sent (a request path, a
 * header) and must not be lost. JSON.stringify escapes both, so one look at its text finds them.
 */
const UNWRITABLE = /\\u(?:0000|d[89a-f])/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is one of the characters it finds.
const UNWRITABLE_CHAR = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function writableString(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? value.replace(UNWRITABLE_CHAR, '\ufffd') : value;
}

/**
 * One row as the insert's json_to_recordset reads it, its unwritable characters replaced; its keys are the
 * columns' as drizzle names them (`logRowKeys` in logs.repository.ts).
 */
function rowJson(row: LogInsert): string {
  const text = JSON.stringify({
    orgId: row.orgId,
    appId: row.appId,
    date: row.date.toISOString(),
    source: row.source,
    type: row.type,
    level: row.level,
    message: row.message,
    attributes: row.attributes,
  });
  return UNWRITABLE.test(text) ? JSON.stringify(JSON.parse(text, writableString)) : text;
}

/**
 * The rows as the one JSON array the log store's insert sends (logs.repository.ts): each row serialized
 * once, and the check for unwritable characters read off that same text. Checking each row with a
 * JSON.stringify of its own and then serializing the batch again cost a second pass over every access
 * row (bench/README.md, "The access row and the request line").
 */
export function logRowsJson(rows: readonly LogInsert[]): string {
  let text = '[';
  for (let i = 0; i < rows.length; i++) text += (i === 0 ? '' : ',') + rowJson(rows[i]!);
  return `${text}]`;
}
