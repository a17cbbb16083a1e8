import type { LogsRepository } from './logs.repository.ts';

const DAY_MS = 86_400_000;

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Every UTC day from start to end, both included. */
export function daysBetween(start: Date, end: Date): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${utcDay(start)}T00:00:00Z`); t <= end.getTime(); t += DAY_MS) {
    days.push(utcDay(new Date(t)));
  }
  return days;
}

/**
 * Creates the daily partitions of the days being written before the rows arrive, so rows land in their own
 * day and old days can be dropped whole. It remembers what exists (per process): after the first write of
 * a day, ensuring it costs nothing. The days it does not know are made in one call (a month at the demo
 * seed). Another process creating the same day is harmless (the repository takes an advisory lock and
 * checks again).
 */
export function logPartitionManager(repo: Pick<LogsRepository, 'partitionDays' | 'createDayPartitions'>) {
  let known: Set<string> | undefined;

  async function ensureDays(days: Iterable<string>): Promise<string[]> {
    known ??= new Set(await repo.partitionDays());
    const have = known;
    const created = [...new Set(days)].filter((day) => !have.has(day));
    await repo.createDayPartitions(created);
    for (const day of created) have.add(day);
    return created;
  }

  return {
    ensureDays,
    /** The partitions for rows with these dates. */
    ensureFor: (dates: Iterable<Date>) => ensureDays([...dates].map(utcDay)),
    /** Every day of a range (the seed, a bulk load; at start-up: today and the next days). */
    ensureRange: (start: Date, end: Date) => ensureDays(daysBetween(start, end)),
  };
}
export type LogPartitionManager = ReturnType<typeof logPartitionManager>;
