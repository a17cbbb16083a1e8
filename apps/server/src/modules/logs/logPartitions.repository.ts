import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rowsOf.ts';
import { withTransaction } from '../../db/transaction.ts';

// Any constant shared by every process: serialises partition creation across them.
const PARTITION_LOCK_KEY = 7_302_118_422;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function partitionName(day: string): string {
  return `logs_p${day.replaceAll('-', '')}`;
}

/**
 * Creates the partitions of these UTC days that do not exist, in one statement under the partition lock (a
 * month of days as one round trip, not six statements a day: the demo seed makes 31 before it listens). Rows
 * already in the default partition for a day are moved into it (PostgreSQL refuses the new partition while
 * the default one holds its rows).
 */
async function createDayPartitionsIn(db: Db, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  for (const day of days) if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  // A DO block takes no bind parameters: the days are checked YYYY-MM-DD literals.
  const list = days.map((day) => `'${day}'`).join(', ');
  await db.execute(
    sql.raw(`do $$
declare
  day date;
  part text;
  starts text;
  ends text;
begin
  perform pg_advisory_xact_lock(${PARTITION_LOCK_KEY});
  foreach day in array array[${list}]::date[] loop
    part := 'logs_p' || to_char(day, 'YYYYMMDD');
    continue when to_regclass(part) is not null;
    starts := to_char(day, 'YYYY-MM-DD') || ' 00:00:00+00';
    ends := to_char(day + 1, 'YYYY-MM-DD') || ' 00:00:00+00';
    if not exists (select 1 from logs_default where date >= starts::timestamptz and date < ends::timestamptz) then
      execute format('create table %I partition of logs for values from (%L) to (%L)', part, starts, ends);
      continue;
    end if;
    execute 'create temp table logs_moving (like logs)';
    execute 'with moved as (delete from logs_default where date >= $1::timestamptz and date < $2::timestamptz returning *)
      insert into logs_moving select * from moved' using starts, ends;
    execute format('create table %I partition of logs for values from (%L) to (%L)', part, starts, ends);
    execute 'insert into logs select * from logs_moving';
    execute 'drop table logs_moving';
  end loop;
end $$`),
  );
}

/**
 * The day partitions of `logs`: one table per UTC day, made before its rows arrive (logPartitions.ts) and
 * dropped whole at the end of retention (logRetention.ts).
 */
export function logPartitionsRepository(db: Db) {
  const createDayPartitions = (days: readonly string[]) => createDayPartitionsIn(db, days);
  return {
    /** The UTC days (YYYY-MM-DD) that have their own partition. */
    async partitionDays(): Promise<string[]> {
      const rows = await rowsOf<{ name: string }>(
        db,
        sql`
        select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent
        where p.relname = 'logs' and c.relname ~ '^logs_p[0-9]{8}$'`,
      );
      return rows.map(({ name }) => `${name.slice(6, 10)}-${name.slice(10, 12)}-${name.slice(12, 14)}`);
    },

    createDayPartitions,

    /**
     * Drops one day's partition, rows and all (retention): a metadata change, not a delete of each row.
     * Detaching and dropping lock `logs` briefly, so this waits for running searches (each bounded by its
     * statement timeout) rather than pulling a partition from under them.
     */
    async dropDayPartition(day: string): Promise<void> {
      if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
      const name = partitionName(day);
      await withTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
        const [exists] = await rowsOf<{ found: string | null }>(
          tx,
          sql`select to_regclass(${name})::text as found`,
        );
        if (!exists?.found) return;
        // DDL takes no bind parameters: the name is built from a checked YYYY-MM-DD.
        await tx.execute(sql.raw(`alter table logs detach partition ${name}`));
        await tx.execute(sql.raw(`drop table ${name}`));
      });
    },

    /** Rows in the default partition: should stay 0; a health signal for operators. */
    async defaultPartitionCount(): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from logs_default`);
      return row?.n ?? 0;
    },
  };
}
