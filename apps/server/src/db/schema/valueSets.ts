import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);
// Unqualified: PostgreSQL refuses a table-qualified column in a CHECK on a partitioned table (the logs).
const columnOf = (column: AnyColumn) => sql.identifier(column.name);

/**
 * `column in (...)`: the database refuses a value outside the contracts' value set,
 * so a bad write fails where it happens instead of showing up later as 'No Build' or a broken page.
 * The list comes from packages/contracts, the one place a value set is written.
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${columnOf(column)} in (${sql.join(values.map(literal), sql`, `)})`;
}

/** Every element of a text[] column is in the value set. */
export function allOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${columnOf(column)} <@ array[${sql.join(values.map(literal), sql`, `)}]::text[]`;
}
