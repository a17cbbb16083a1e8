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

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The day partitions of `logs`: one table per UTC day, made before its rows arrive (logPartitions.ts) and
 * dropped whole at the end of retention (logRetention.ts).
 */
export function logPartitionsRepository(db: Db) {
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

    /**
     * Creates the partition of one UTC day unless it exists. Rows already in the default partition for that
     * day are moved into it (PostgreSQL refuses the new partition while the default one holds its rows).
     */
    async createDayPartition(day: string): Promise<void> {
      if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
      const name = partitionName(day);
      const from = `${day}T00:00:00+00`;
      const to = `${nextDay(day)}T00:00:00+00`;
      await withTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
        const [exists] = await rowsOf<{ found: string | null }>(
          tx,
          sql`select to_regclass(${name})::text as found`,
        );
        if (exists?.found) return;
        const [stray] = await rowsOf<{ n: number }>(
          tx,
          sql`select count(*)::int as n from logs_default where date >= ${from}::timestamptz and date < ${to}::timestamptz`,
        );
        const moving = (stray?.n ?? 0) > 0;
        if (moving) {
          await tx.execute(sql`create temp table logs_moving (like logs) on commit drop`);
          await tx.execute(sql`with moved as (
            delete from logs_default where date >= ${from}::timestamptz and date < ${to}::timestamptz returning *
          ) insert into logs_moving select * from moved`);
        }
        // DDL takes no bind parameters: name and bounds are built from a checked YYYY-MM-DD.
        await tx.execute(
          sql.raw(`create table ${name} partition of logs for values from ('${from}') to ('${to}')`),
        );
        if (moving) await tx.execute(sql`insert into logs select * from logs_moving`);
      });
    },

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
