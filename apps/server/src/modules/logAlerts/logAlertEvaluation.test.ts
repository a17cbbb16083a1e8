import { describe, expect, it } from 'vitest';
import { alertEvaluator } from './logAlertEvaluation.ts';
import type { AlertHistoryRow, AlertRuleRow, PresetSearch } from './logAlerts.repository.ts';

const preset: PresetSearch = {
  id: 'preset-1',
  name: 'Errors',
  basePreset: 'All',
  appId: null,
  filters: [{ column: 'level', condition: 'stringEquals', value: 'error' }],
};

function rule(id: string, patch: Partial<AlertRuleRow> = {}): AlertRuleRow {
  const at = new Date();
  return {
    id,
    organizationId: 'org-1',
    presetId: preset.id,
    createdBy: null,
    name: id,
    condition: 'above',
    threshold: 3,
    windowMinutes: 5,
    intervalMinutes: 1,
    recipients: { roles: [], userIds: [] },
    webhookUrl: null,
    webhookSecret: null,
    state: 'ok',
    mutedUntil: null,
    lastCount: null,
    lastEvaluatedAt: null,
    nextEvaluationAt: at,
    createdAt: at,
    updatedAt: at,
    ...patch,
  };
}

/**
 * The tick with the database's part replaced: `claims` are what successive claims answer, each count
 * takes `countMs` of a clock the test moves, and every evaluation is recorded as a state change.
 */
function harness(claims: AlertRuleRow[][], options: { countMs?: number; budgetMs?: number } = {}) {
  let clockMs = 0;
  const counted: { start: string; end: string; timeoutMs: number | undefined }[] = [];
  const recorded: { ruleId: string; count: number; state: string }[] = [];
  const warned: string[] = [];
  const released: string[] = [];
  let claimsMade = 0;
  const tick = alertEvaluator({
    repo: {
      claimDue: async () => claims[claimsMade++] ?? [],
      presetSearch: async (id) => (id === preset.id ? preset : undefined),
      release: async (ids) => void released.push(...ids),
      recordEvaluation: async (ruleRow, outcome) => {
        recorded.push({ ruleId: ruleRow.id, count: outcome.count, state: outcome.state });
        const entry: AlertHistoryRow = {
          id: `h-${ruleRow.id}`,
          ruleId: ruleRow.id,
          fromState: ruleRow.state,
          toState: outcome.state,
          count: outcome.count,
          windowStart: outcome.windowStart,
          windowEnd: outcome.windowEnd,
          at: outcome.windowEnd,
        };
        return entry;
      },
    },
    logs: {
      count: async (_org, query, _cap, timeoutMs) => {
        counted.push({ start: query.start, end: query.end, timeoutMs });
        clockMs += options.countMs ?? 10;
        return 5;
      },
    },
    notify: async () => {},
    logger: { warn: (fields: { ruleId: string }) => void warned.push(fields.ruleId), error: () => {} },
    budgetMs: options.budgetMs ?? 50_000,
    clock: () => clockMs,
  });
  return { tick, counted, recorded, warned, released, claims: () => claimsMade };
}

describe('alert evaluation tick', () => {
  it('counts once for the rules of one preset and window, each judged on its own condition', async () => {
    const rules = [
      rule('above-3', { threshold: 3 }),
      rule('above-9', { threshold: 9 }),
      rule('below-9', { condition: 'below', threshold: 9 }),
      rule('wider', { windowMinutes: 60 }),
    ];
    const { tick, counted, recorded } = harness([rules]);
    const result = await tick();
    expect(counted).toHaveLength(2);
    expect(result).toMatchObject({ evaluated: 4, counts: 2 });
    expect(recorded).toEqual([
      { ruleId: 'above-3', count: 5, state: 'firing' },
      { ruleId: 'above-9', count: 5, state: 'ok' },
      { ruleId: 'below-9', count: 5, state: 'firing' },
      { ruleId: 'wider', count: 5, state: 'firing' },
    ]);
    const [fiveMinutes, hour] = counted;
    expect(Date.parse(fiveMinutes!.end) - Date.parse(fiveMinutes!.start)).toBe(5 * 60_000);
    expect(Date.parse(hour!.end) - Date.parse(hour!.start)).toBe(60 * 60_000);
  });

  it('claims again while whole claims come back, and stops at a short one', async () => {
    const full = (claim: number) =>
      Array.from({ length: 100 }, (_, i) => rule(`r${claim}-${i}`, { windowMinutes: 5 + i }));
    const { tick, claims } = harness([full(0), full(1), [rule('last')]]);
    const result = await tick();
    expect(claims()).toBe(3);
    expect(result.evaluated).toBe(201);
  });

  it("gives each count no more than what is left of the tick's budget, and gives the rest back due", async () => {
    // Ten searches of 10 s each against a budget of 35 s: three run, the fourth gets 5 s, none after.
    const rules = Array.from({ length: 10 }, (_, i) => rule(`r${i}`, { windowMinutes: 5 + i }));
    const { tick, counted, recorded, warned, released } = harness([rules], {
      countMs: 10_000,
      budgetMs: 35_000,
    });
    const result = await tick();
    expect(counted.map((count) => count.timeoutMs)).toEqual([35_000, 25_000, 15_000, 5_000]);
    expect(recorded).toHaveLength(4);
    expect(released).toEqual(['r4', 'r5', 'r6', 'r7', 'r8', 'r9']);
    expect(warned).toEqual([]);
    expect(result).toMatchObject({ evaluated: 4, changed: 4, ruleIds: ['r0', 'r1', 'r2', 'r3'] });
  });
});
