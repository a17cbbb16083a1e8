import { dayWindows, type Span } from './logSpans.ts';

/** What one slice statement answers: its matching rows, how many rows it read, where it stopped. */
export type Slice<Row, Cursor> = { matched: Row[]; scanned: number; last: Cursor | undefined };

/** One slice: at most `rows` rows of `window` after `after` (newest first), of which at most `missing` match. */
export type SliceScan<T extends Span, Row, Cursor> = (
  window: T & { endExclusive: boolean },
  after: Cursor | undefined,
  rows: number,
  missing: number,
  leftMs: number,
) => Promise<Slice<Row, Cursor>>;

export type SliceSizes = {
  /** What a slice should take, the wait for the database included. */
  targetMs: number;
  /** Rows the first slice reads: small, since nothing is known yet of what a row costs. */
  firstRows: number;
  /**
   * Rows the first slice reads when no filter is a regex: the other conditions cost a few microseconds a
   * row at most, and starting small would only add statements (a round trip and a plan each).
   */
  firstRowsWithoutRegex: number;
  minRows: number;
  maxRows: number;
  /**
   * How long past the search's own deadline a slice may still run before it is stopped. On PGlite a
   * statement running at its deadline is stopped by restarting the database (about a second for everyone,
   * more on a busy machine), so a slice, short by construction, is let finish: the search stops between
   * slices at its deadline. Only a slice this far past it is a runaway worth the restart. The deadline runs
   * from when the slice is sent, its wait behind other slices included (bench/dbFairness.ts with a 2 s
   * search timeout still restarted once with 2 s of grace). Under the 5 s by which an admitted request's
   * slot outlives its read (logServices.ts), so the search's own answer comes first.
   */
  graceMs: number;
};

/**
 * docs/decisions/pglite-sliced-reads.md: on the embedded database (one thread, one statement at a time) a
 * statement of one user holds everyone else's for at most 250 ms. A slice aims at 100 ms, so that a misjudged
 * one stays under the bound, and so that four searches at once (LOG_QUERY_CONCURRENCY) still let a newcomer's
 * statement in within a few hundred ms: each slice's time includes its wait behind the others' slices, so
 * when several searches run, each one's slices shrink.
 */
export const SLICE_SIZES: SliceSizes = {
  targetMs: 100,
  firstRows: 32,
  firstRowsWithoutRegex: 1_000,
  minRows: 8,
  maxRows: 20_000,
  graceMs: 3_000,
};

/**
 * Rows the next slice reads, from what the last one cost: as many as the target allows at the last
 * slice's speed, growing at most fourfold (a cheap slice says little of rows further back), never fewer
 * than `minRows` (each slice costs a round trip and a plan). The speed is that of the rows the slice read
 * (`scanned`), not of those it was asked for: a slice that ended its group of days early read fewer, and
 * timing it per asked row would make the next slice, on denser days, too large. A slice that read
 * almost nothing counts as `minRows`: its time was the round trip, not the rows.
 */
export function nextSliceRows(
  rows: number,
  elapsedMs: number,
  sizes: SliceSizes = SLICE_SIZES,
  scanned: number = rows,
): number {
  const read = Math.max(Math.min(scanned, rows), sizes.minRows);
  const bySpeed = elapsedMs > 0 ? Math.floor((read * sizes.targetMs) / elapsedMs) : rows * 4;
  return Math.max(sizes.minRows, Math.min(bySpeed, rows * 4, sizes.maxRows));
}

/** What a slice of a whole-range read answers besides its partial result: rows read, where it stopped. */
export type SliceProgress<Cursor> = { scanned: number; last: Cursor | undefined };

/** One slice of a whole-range read: at most `rows` rows of `window` after `after`, newest first. */
export type SliceRead<T extends Span, Cursor, Answer extends SliceProgress<Cursor>> = (
  window: T & { endExclusive: boolean },
  after: Cursor | undefined,
  rows: number,
  leftMs: number,
) => Promise<Answer>;

/**
 * A range read in slices of bounded rows, newest first by keyset, each slice's answer as it comes; the
 * caller stops when it has enough. A slice covers a group of whole UTC days: one day, doubled each time a
 * group is read to its end, so a sparse range costs few statements and each statement plans few
 * partitions. The next slice is sent only when the caller asks for it, so statements other users send
 * meanwhile run between two slices (the database thread takes them in arrival order). Throws `expired()`
 * between slices once `timeoutMs` has passed; a slice is given the time left plus the grace.
 */
export async function* slicesOf<T extends Span, Cursor, Answer extends SliceProgress<Cursor>>(
  range: T,
  timeoutMs: number,
  read: SliceRead<T, Cursor, Answer>,
  expired: () => Error,
  sizes: SliceSizes = SLICE_SIZES,
): AsyncGenerator<Answer> {
  const days = [...dayWindows(range)];
  const started = Date.now();
  let rows = sizes.firstRows;
  let span = 1;
  let after: Cursor | undefined;
  for (let i = 0; i < days.length; ) {
    const spent = Date.now() - started;
    if (spent > timeoutMs) throw expired();
    const group = days.slice(i, i + span);
    const window = { ...group[0]!, start: group[group.length - 1]!.start };
    const sliceStarted = performance.now();
    const slice = await read(window, after, rows, timeoutMs - spent + sizes.graceMs);
    const asked = rows;
    rows = nextSliceRows(rows, performance.now() - sliceStarted, sizes, slice.scanned);
    if (slice.scanned < asked) {
      // The group is read to its end: on to the older days, twice as many.
      i += group.length;
      span *= 2;
      after = undefined;
    } else {
      after = slice.last;
    }
    yield slice;
  }
}

/**
 * The newest `wanted` matching rows of a range, read in slices that each read a bounded number of rows
 * (slicesOf), so that no statement holds the embedded database for long whatever the filters cost a
 * row. The answer is the unsliced search's: the same rows in the same order.
 */
export async function newestInSlices<T extends Span, Row, Cursor>(
  range: T,
  wanted: number,
  timeoutMs: number,
  scan: SliceScan<T, Row, Cursor>,
  expired: () => Error,
  sizes: SliceSizes = SLICE_SIZES,
): Promise<Row[]> {
  const found: Row[] = [];
  const slices = slicesOf<T, Cursor, Slice<Row, Cursor>>(
    range,
    timeoutMs,
    (window, after, rows, leftMs) => scan(window, after, rows, wanted - found.length, leftMs),
    expired,
    sizes,
  );
  for await (const slice of slices) {
    found.push(...slice.matched);
    if (found.length >= wanted) break;
  }
  return found.slice(0, wanted);
}
