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
/** Rules one tick takes; the rest stay due and are taken by the next tick. */
const RULES_PER_TICK = 200;

/** The state a count puts a rule in (docs/alerts.md). */
export function stateFor(condition: AlertCondition, threshold: number | null, count: number): AlertState {
  if (condition === 'no_data') return count === 0 ? 'no_data' : 'ok';
  if (condition === 'above') return count > (threshold ?? 0) ? 'firing' : 'ok';
  return count < (threshold ?? 0) ? 'firing' : 'ok';
}

/** What one tick did: the rules it took (each taken by one tick only) and how many changed state. */
export type TickResult = { evaluated: number; changed: number; ruleIds: string[] };

/** Told of each state change of a rule that is not muted. */
export type AlertNotify = (rule: AlertRuleRow, preset: PresetSearch, entry: AlertHistoryRow) => Promise<void>;

/**
 * One tick: takes the due rules (each once, whatever the number of ticks running: claimDue) and
 * evaluates them one after the other, each a count bounded like an interactive search
 * (LogsService.count: the search's deadline, sliced on the embedded database).
 */
export function alertEvaluator(deps: {
  repo: LogAlertsRepository;
  logs: Pick<LogsService, 'count'>;
  notify: AlertNotify;
  logger: Pick<Logger, 'warn' | 'error'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return async function tick(): Promise<TickResult> {
    const rules = await deps.repo.claimDue(now(), RULES_PER_TICK);
    let changed = 0;
    for (const rule of rules) {
      const preset = await deps.repo.presetSearch(rule.presetId);
      if (!preset) continue;
      const windowEnd = now();
      const windowStart = new Date(windowEnd.getTime() - rule.windowMinutes * 60_000);
      let count: number;
      try {
        count = await deps.logs.count(
          rule.organizationId,
          {
            start: windowStart.toISOString(),
            end: windowEnd.toISOString(),
            appId: preset.appId ?? undefined,
            preset: preset.basePreset as BuiltInLogPresetName,
            filters: preset.filters as LogFilter[],
          },
          ALERT_COUNT_CAP,
        );
      } catch (error) {
        // A count past the search's deadline (or a preset whose filters no longer pass) leaves the state
        // as it was: the next interval tries again.
        deps.logger.warn({ err: error, ruleId: rule.id }, 'alert rule not evaluated');
        continue;
      }
      const state = stateFor(rule.condition, rule.threshold, count);
      const entry = await deps.repo.recordEvaluation(rule, { state, count, windowStart, windowEnd });
      if (!entry) continue;
      changed++;
      if (rule.mutedUntil && rule.mutedUntil > windowEnd) continue;
      try {
        await deps.notify(rule, preset, entry);
      } catch (error) {
        deps.logger.error({ err: error, ruleId: rule.id }, 'alert notification failed');
      }
    }
    return { evaluated: rules.length, changed, ruleIds: rules.map((rule) => rule.id) };
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
