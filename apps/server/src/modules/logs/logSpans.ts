import { utcDay } from './logPartitions.ts';

/** A time range with an inclusive start; the end is inclusive unless endExclusive. */
export type Span = { start: Date; end: Date; endExclusive?: boolean | undefined };

const DAY_MS = 86_400_000;

/** The range cut at UTC midnights, newest day first; each window ends where the newer one starts. */
export function* dayWindows<T extends Span>(range: T): Generator<T & { endExclusive: boolean }> {
  let end = range.end;
  let endExclusive = range.endExclusive ?? false;
  while (end > range.start || (!endExclusive && end.getTime() === range.start.getTime())) {
    // With an exclusive end at midnight, the window is the day before.
    const last = endExclusive ? new Date(end.getTime() - 1) : end;
    const dayStart = new Date(`${utcDay(last)}T00:00:00Z`);
    const start = dayStart > range.start ? dayStart : range.start;
    yield { ...range, start, end, endExclusive };
    if (start === range.start) return;
    end = start;
    endExclusive = true;
  }
}

export type SpanProgress = {
  /** Days of the range already searched (a partial day counts for its share). */
  doneDays: number;
  /** Rows found in them, and rows wanted in all. */
  found: number;
  wanted: number;
  /** Time the searched spans took, and time left before the deadline. */
  spentMs: number;
  leftMs: number;
  /** Whole days of the previous span. */
  lastDays: number;
};

/**
 * Whole days of the next span. Nothing found yet: twice the last span, so an empty range costs few
 * queries. Rows found: the days their density says the missing rows need, with a quarter more, so a
 * common match takes one or two queries instead of one per doubling (each query plans every partition
 * of its span, which costs more than the rows on PGlite). Never more days than the time left allows at
 * the speed measured so far: the check between spans is the only way to stop a search on PGlite.
 */
export function nextSpanDays(progress: SpanProgress): number {
  const { doneDays, found, wanted, spentMs, leftMs, lastDays } = progress;
  const byDensity = found > 0 ? Math.ceil((1.25 * (wanted - found) * doneDays) / found) : 2 * lastDays;
  const byTime = spentMs > 0 && doneDays > 0 ? Math.floor((leftMs * doneDays) / spentMs) : byDensity;
  return Math.max(1, Math.min(byDensity, byTime));
}

/**
 * The newest `wanted` rows of a range, searched in spans of whole UTC days, newest first: one day, then as
 * nextSpanDays says. Between spans it throws `expired()` once `timeoutMs` has passed; each span is given the
 * time left, for an engine that can stop a statement (PostgreSQL's statement_timeout). On one that cannot
 * (PGlite), the check between spans is what bounds a search's time. On both, a span of days reads a few
 * partitions whatever plan the database picks: a single query over the month let PostgreSQL choose, from
 * one ANALYZE to the next, between index scans stopping at 500 rows and a parallel scan of every
 * partition (a regex search measured 0.4 s and 2.6 s at 10 million rows, bench/README.md).
 */
export async function newestInSpans<T extends Span, Row>(
  range: T,
  wanted: number,
  timeoutMs: number,
  search: (span: T, missing: number, leftMs: number) => Promise<Row[]>,
  expired: () => Error,
): Promise<Row[]> {
  const days = [...dayWindows(range)];
  const started = Date.now();
  const found: Row[] = [];
  let doneDays = 0;
  let size = 1;
  for (let i = 0; i < days.length && found.length < wanted; ) {
    const spent = Date.now() - started;
    if (spent > timeoutMs) throw expired();
    if (i > 0) {
      size = nextSpanDays({
        doneDays,
        found: found.length,
        wanted,
        spentMs: spent,
        leftMs: timeoutMs - spent,
        lastDays: size,
      });
    }
    const group = days.slice(i, i + size);
    const span = { ...group[0]!, start: group[group.length - 1]!.start };
    found.push(...(await search(span, wanted - found.length, timeoutMs - spent)));
    doneDays += (span.end.getTime() - span.start.getTime()) / DAY_MS;
    i += group.length;
  }
  return found;
}
