import {
  ALERT_COUNT_CAP,
  type AlertCondition,
  type AlertState,
  type BuiltInLogPresetName,
  type LogFilter,
} from '@portal/contracts';
import type { Logger } from 'pino';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { LogsService } from '../logs/logs.service.ts';
import type {
  AlertHistoryRow,
  AlertRuleRow,
  LogAlertsRepository,
  PresetSearch,
} from './logAlerts.repository.ts';

export const ALERT_EVALUATION_QUEUE = 'log-alert-evaluation';
/** Every minute: the shortest evaluation interval a rule may have. */
const EVALUATION_CRON = '* * * * *';
/** Rules one claim takes; a tick claims again while rules are due and its time lasts. */
const RULES_PER_CLAIM = 100;
/**
 * How long one tick goes on claiming and counting: under the cron's minute, so that ticks do not pile up
 * (bench/README.md "Alert evaluation"). The rules it leaves due are the next tick's first.
 */
export const TICK_BUDGET_MS = 50_000;

/** The state a count puts a rule in (docs/alerts.md). */
export function stateFor(condition: AlertCondition, threshold: number | null, count: number): AlertState {
  if (condition === 'no_data') return count === 0 ? 'no_data' : 'ok';
  if (condition === 'above') return count > (threshold ?? 0) ? 'firing' : 'ok';
  return count < (threshold ?? 0) ? 'firing' : 'ok';
}

/** What one tick did: the rules it evaluated (each taken by one tick only), how many changed state, and counts. */
export type TickResult = { evaluated: number; changed: number; counts: number; ruleIds: string[] };

/** Told of each state change of a rule that is not muted. */
export type AlertNotify = (rule: AlertRuleRow, preset: PresetSearch, entry: AlertHistoryRow) => Promise<void>;

/** Rules that count the same lines: one preset (so one company) over one window. */
function sameSearch(rules: readonly AlertRuleRow[]): AlertRuleRow[][] {
  const groups = new Map<string, AlertRuleRow[]>();
  for (const rule of rules) {
    const key = `${rule.organizationId}/${rule.presetId}/${rule.windowMinutes}`;
    groups.set(key, [...(groups.get(key) ?? []), rule]);
  }
  return [...groups.values()];
}

/**
 * One tick: claims the due rules (each once, whatever the number of ticks running: claimDue), a hundred
 * at a time while its time budget lasts, and evaluates them one search after the other. Rules of one
 * preset and window share one count; each count is bounded like an interactive search
 * (LogsService.count: the search's deadline, sliced on the embedded database) and by what is left of
 * the tick's budget, so a tick ends within it however slow the counts are.
 */
export function alertEvaluator(deps: {
  repo: Pick<LogAlertsRepository, 'claimDue' | 'presetSearch' | 'recordEvaluation' | 'release'>;
  logs: Pick<LogsService, 'count'>;
  notify: AlertNotify;
  logger: Pick<Logger, 'warn' | 'error'>;
  now?: () => Date;
  budgetMs?: number;
  /** Milliseconds of a monotonic clock, for the budget. */
  clock?: () => number;
}) {
  const now = deps.now ?? (() => new Date());
  const clock = deps.clock ?? (() => performance.now());
  const budgetMs = deps.budgetMs ?? TICK_BUDGET_MS;

  /** Records the count's state for the rule; tells its recipients when it changed. True when it did. */
  async function settle(
    rule: AlertRuleRow,
    preset: PresetSearch,
    count: number,
    window: { windowStart: Date; windowEnd: Date },
  ): Promise<boolean> {
    const state = stateFor(rule.condition, rule.threshold, count);
    const entry = await deps.repo.recordEvaluation(rule, { state, count, ...window });
    if (!entry) return false;
    if (rule.mutedUntil && rule.mutedUntil > window.windowEnd) return true;
    try {
      await deps.notify(rule, preset, entry);
    } catch (error) {
      deps.logger.error({ err: error, ruleId: rule.id }, 'alert notification failed');
    }
    return true;
  }

  /**
   * Evaluates one claim's rules; answers how many changed state, how many counts it took, and the rules
   * the tick's budget left no time for.
   */
  async function evaluate(rules: readonly AlertRuleRow[], deadline: number) {
    // One end for the claim: rules of one preset and window then count exactly the same lines.
    const windowEnd = now();
    let changed = 0;
    let counts = 0;
    const left: string[] = [];
    for (const group of sameSearch(rules)) {
      const first = group[0]!;
      const leftMs = deadline - clock();
      if (leftMs < 1) {
        left.push(...group.map((rule) => rule.id));
        continue;
      }
      const preset = await deps.repo.presetSearch(first.presetId);
      if (!preset) continue;
      const windowStart = new Date(windowEnd.getTime() - first.windowMinutes * 60_000);
      let count: number;
      try {
        counts++;
        count = await deps.logs.count(
          first.organizationId,
          {
            start: windowStart.toISOString(),
            end: windowEnd.toISOString(),
            appId: preset.appId ?? undefined,
            preset: preset.basePreset as BuiltInLogPresetName,
            filters: preset.filters as LogFilter[],
          },
          ALERT_COUNT_CAP,
          leftMs,
        );
      } catch (error) {
        // A count past its deadline (or a preset whose filters no longer pass) leaves the state as it
        // was: the next interval tries again.
        for (const rule of group)
          deps.logger.warn({ err: error, ruleId: rule.id }, 'alert rule not evaluated');
        continue;
      }
      for (const rule of group) if (await settle(rule, preset, count, { windowStart, windowEnd })) changed++;
    }
    return { changed, counts, left };
  }

  return async function tick(): Promise<TickResult> {
    const deadline = clock() + budgetMs;
    const ruleIds: string[] = [];
    let changed = 0;
    let counts = 0;
    while (clock() < deadline) {
      const claimedAt = now();
      const rules = await deps.repo.claimDue(claimedAt, RULES_PER_CLAIM);
      const done = await evaluate(rules, deadline);
      // Claimed but not counted: due again at once rather than a whole interval later.
      await deps.repo.release(done.left, claimedAt);
      const unevaluated = new Set(done.left);
      ruleIds.push(...rules.filter((rule) => !unevaluated.has(rule.id)).map((rule) => rule.id));
      changed += done.changed;
      counts += done.counts;
      if (rules.length < RULES_PER_CLAIM) break;
    }
    return { evaluated: ruleIds.length, changed, counts, ruleIds };
  };
}

/** The durable cron job (pg-boss): one tick a minute across every process (jobs.ts cronSendOptions). */
export function defineAlertEvaluationJob(jobs: Jobs, tick: () => Promise<TickResult>) {
  return jobs.define(ALERT_EVALUATION_QUEUE, async () => tick(), {
    cron: EVALUATION_CRON,
    // A missed tick is not worth a retry: the next one takes the rules still due.
    retryLimit: 0,
    expireInSeconds: 300,
  });
}
