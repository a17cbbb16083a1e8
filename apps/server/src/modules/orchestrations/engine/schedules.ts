import { CronExpressionParser } from 'cron-parser';

const MINUTE = 60_000;
/**
 * How far back a tick looks: pg-boss fires its cron job once a minute, and a tick that comes late (a busy
 * or restarted server) still finds the minute it should have fired; the unique index on a run's minute
 * keeps a minute from firing twice.
 */
export const SCHEDULE_LOOKBACK_MINUTES = 2;

/**
 * The minutes in (now - lookback, now] (UTC, whole minutes) at which a five-field cron fires, oldest
 * first. A cron the parser refuses fires never (the app format checked its shape at build time).
 */
export function dueMinutes(cron: string, now: Date, lookback = SCHEDULE_LOOKBACK_MINUTES): Date[] {
  const latest = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const start = latest - (lookback - 1) * MINUTE;
  try {
    const expression = CronExpressionParser.parse(cron, {
      currentDate: new Date(start - 1),
      endDate: new Date(latest),
      tz: 'UTC',
    });
    const due: Date[] = [];
    while (expression.hasNext()) due.push(expression.next().toDate());
    return due;
  } catch {
    return [];
  }
}
