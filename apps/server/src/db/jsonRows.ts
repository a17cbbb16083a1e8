import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Insert<T extends PgTable> = Partial<T['$inferInsert']>;

/**
 * Inserts many rows of `table` in one statement, in their order: they travel as ONE json parameter that
 * PostgreSQL unpacks (json_to_recordset), where drizzle's multi-row VALUES binds a parameter per value and
 * building and parsing those costs more than writing the rows (bench/README, "The demo seed and the task
 * threads" and "The demo seed's bulk rows"). Every row has the keys of the first; a column left out of it
 * takes its default, one left out of a later row only is null. `fixed` gives every row the same values (a
 * tenant's id) without repeating them in the json.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Insert<T>[],
  fixed: Insert<T> = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first).filter((key) => !(key in fixed)) as (keyof T['$inferInsert'] & string)[];
  await insertJsonText(db, table, keys, JSON.stringify(rows), fixed);
}

/**
 * The same statement for rows already serialized: `json` is an array of objects with `keys` (the table's
 * column keys, as drizzle names them), for a writer that builds the text itself (the log store, which
 * checks each row's text for characters PostgreSQL refuses as it writes it).
 */
export async function insertJsonText<T extends PgTable>(
  db: Db,
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
  json: string,
  fixed: Insert<T> = {},
): Promise<void> {
  const columns = getTableColumns(table);
  const fixedKeys = Object.keys(fixed);
  const columnOf = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`insertJsonRows: ${getTableName(table)} has no column ${key}`);
    return column;
  };
  const fields = keys.map((key) => sql`${sql.identifier(key)}`);
  const definitions = sql.join(
    keys.map((key) => sql`${sql.identifier(key)} ${sql.raw(columnOf(key).getSQLType())}`),
    sql`, `,
  );
  const targets = sql.join(
    [...fixedKeys, ...keys].map((key) => sql.identifier(columnOf(key).name)),
    sql`, `,
  );
  const values: SQL[] = [
    ...fixedKeys.map(
      (key) =>
        sql`${sql.param(fixed[key as keyof typeof fixed], columnOf(key))}::${sql.raw(columnOf(key).getSQLType())}`,
    ),
    ...fields,
  ];
  await db.execute(sql`
    insert into ${table} (${targets})
    select ${sql.join(values, sql`, `)}
    from rows from (json_to_recordset(${json}::json) as (${definitions}))
      with ordinality as line(${sql.join([...fields, sql`n`], sql`, `)})
    order by n`);
}
