import type { AlertDeliveryStatus, AlertState } from '@portal/contracts';
import { and, asc, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  logAlertDeliveries,
  logAlertHistory,
  logAlertRules,
  logPresets,
  memberships,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type AlertRuleRow = typeof logAlertRules.$inferSelect;
export type AlertRuleWithPreset = AlertRuleRow & { presetName: string };
export type AlertRuleValues = Pick<
  typeof logAlertRules.$inferInsert,
  | 'presetId'
  | 'name'
  | 'condition'
  | 'threshold'
  | 'windowMinutes'
  | 'intervalMinutes'
  | 'recipients'
  | 'webhookUrl'
  | 'webhookSecret'
>;
export type AlertHistoryRow = typeof logAlertHistory.$inferSelect;
export type AlertDeliveryRow = typeof logAlertDeliveries.$inferSelect;
/** What an evaluation reads of a rule's preset: the search it counts. */
export type PresetSearch = Pick<
  typeof logPresets.$inferSelect,
  'id' | 'name' | 'basePreset' | 'appId' | 'filters'
>;

const withPreset = { ...getTableColumns(logAlertRules), presetName: logPresets.name };

/** Alert rules, their history and their webhook deliveries; always read within one company. */
export function logAlertsRepository(db: Db) {
  const inOrg = (organizationId: string, id: string) =>
    and(eq(logAlertRules.organizationId, organizationId), eq(logAlertRules.id, id));

  return {
    async list(organizationId: string, presetId?: string): Promise<AlertRuleWithPreset[]> {
      return db
        .select(withPreset)
        .from(logAlertRules)
        .innerJoin(logPresets, eq(logPresets.id, logAlertRules.presetId))
        .where(
          and(
            eq(logAlertRules.organizationId, organizationId),
            presetId ? eq(logAlertRules.presetId, presetId) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${logAlertRules.name})`), asc(logAlertRules.id));
    },

    async find(organizationId: string, id: string, tx: Db = db): Promise<AlertRuleWithPreset | undefined> {
      const [row] = await tx
        .select(withPreset)
        .from(logAlertRules)
        .innerJoin(logPresets, eq(logPresets.id, logAlertRules.presetId))
        .where(inOrg(organizationId, id));
      return row;
    },

    /** The preset, when it is this user's in this company: rules are added to one's own presets. */
    async ownPreset(userId: string, organizationId: string, presetId: string) {
      const [row] = await db
        .select({ id: logPresets.id, name: logPresets.name })
        .from(logPresets)
        .where(
          and(
            eq(logPresets.id, presetId),
            eq(logPresets.userId, userId),
            eq(logPresets.organizationId, organizationId),
          ),
        );
      return row;
    },

    async presetSearch(presetId: string): Promise<PresetSearch | undefined> {
      const [row] = await db
        .select({
          id: logPresets.id,
          name: logPresets.name,
          basePreset: logPresets.basePreset,
          appId: logPresets.appId,
          filters: logPresets.filters,
        })
        .from(logPresets)
        .where(eq(logPresets.id, presetId));
      return row;
    },

    /** The members of the company among `userIds`: recipients must belong to it. */
    async membersAmong(organizationId: string, userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(
          and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, [...userIds])),
        );
      return rows.map((row) => row.userId);
    },

    async create(
      organizationId: string,
      createdBy: string,
      values: AlertRuleValues,
      tx: Db = db,
    ): Promise<AlertRuleRow> {
      const [row] = await tx
        .insert(logAlertRules)
        .values({ ...values, organizationId, createdBy })
        .returning();
      return row!;
    },

    /** A changed rule is evaluated at the next tick, with what it now says. */
    async update(
      organizationId: string,
      id: string,
      values: AlertRuleValues,
      tx: Db = db,
    ): Promise<AlertRuleRow | undefined> {
      const [row] = await tx
        .update(logAlertRules)
        .set({ ...values, updatedAt: new Date(), nextEvaluationAt: new Date() })
        .where(inOrg(organizationId, id))
        .returning();
      return row;
    },

    async mute(organizationId: string, id: string, until: Date | null, tx: Db = db) {
      const [row] = await tx
        .update(logAlertRules)
        .set({ mutedUntil: until, updatedAt: new Date() })
        .where(inOrg(organizationId, id))
        .returning();
      return row;
    },

    async delete(organizationId: string, id: string, tx: Db = db): Promise<boolean> {
      const deleted = await tx
        .delete(logAlertRules)
        .where(inOrg(organizationId, id))
        .returning({ id: logAlertRules.id });
      return deleted.length === 1;
    },

    /**
     * Takes the rules due at `now` (at most `limit`) and moves each one's next evaluation a whole interval
     * on, in one statement: a second tick running meanwhile (another process, another worker) finds them
     * not due, or locked and skipped, so each rule is evaluated once per interval.
     */
    async claimDue(now: Date, limit: number): Promise<AlertRuleRow[]> {
      const due = db
        .select({ id: logAlertRules.id })
        .from(logAlertRules)
        .where(lte(logAlertRules.nextEvaluationAt, now))
        .orderBy(asc(logAlertRules.nextEvaluationAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(logAlertRules)
        .set({
          nextEvaluationAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${logAlertRules.intervalMinutes})`,
        })
        .where(inArray(logAlertRules.id, due))
        .returning();
    },

    /** Makes rules a tick claimed but had no time left for due again at `at`: the next tick takes them. */
    async release(ids: readonly string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(logAlertRules)
        .set({ nextEvaluationAt: at })
        .where(inArray(logAlertRules.id, [...ids]));
    },

    /**
     * Records an evaluation; when the state changed, the history entry too (one transaction). Answers the
     * entry, or undefined when the state stayed or the rule was deleted meanwhile.
     */
    async recordEvaluation(
      rule: Pick<AlertRuleRow, 'id' | 'state'>,
      outcome: { state: AlertState; count: number; windowStart: Date; windowEnd: Date },
    ): Promise<AlertHistoryRow | undefined> {
      return withTransaction(db, async (tx) => {
        const [current] = await tx
          .update(logAlertRules)
          .set({ state: outcome.state, lastCount: outcome.count, lastEvaluatedAt: outcome.windowEnd })
          .where(eq(logAlertRules.id, rule.id))
          .returning({ id: logAlertRules.id });
        if (!current || outcome.state === rule.state) return undefined;
        const [entry] = await tx
          .insert(logAlertHistory)
          .values({
            ruleId: rule.id,
            fromState: rule.state,
            toState: outcome.state,
            count: outcome.count,
            windowStart: outcome.windowStart,
            windowEnd: outcome.windowEnd,
            at: outcome.windowEnd,
          })
          .returning();
        return entry;
      });
    },

    async history(ruleId: string, limit: number): Promise<AlertHistoryRow[]> {
      return db
        .select()
        .from(logAlertHistory)
        .where(eq(logAlertHistory.ruleId, ruleId))
        .orderBy(desc(logAlertHistory.at), desc(logAlertHistory.id))
        .limit(limit);
    },

    async deliveries(ruleId: string, limit: number): Promise<AlertDeliveryRow[]> {
      return db
        .select()
        .from(logAlertDeliveries)
        .where(eq(logAlertDeliveries.ruleId, ruleId))
        .orderBy(desc(logAlertDeliveries.createdAt), desc(logAlertDeliveries.id))
        .limit(limit);
    },

    async delivery(ruleId: string, id: string): Promise<AlertDeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(logAlertDeliveries)
        .where(and(eq(logAlertDeliveries.ruleId, ruleId), eq(logAlertDeliveries.id, id)));
      return row;
    },

    /** A delivery and the secret of its rule, for the webhook job. */
    async deliveryToSend(id: string) {
      const [row] = await db
        .select({
          delivery: logAlertDeliveries,
          secret: logAlertRules.webhookSecret,
        })
        .from(logAlertDeliveries)
        .innerJoin(logAlertRules, eq(logAlertRules.id, logAlertDeliveries.ruleId))
        .where(eq(logAlertDeliveries.id, id));
      return row;
    },

    async createDelivery(values: {
      ruleId: string;
      url: string;
      body: string;
      replayOf?: string | null;
    }): Promise<AlertDeliveryRow> {
      const [row] = await db.insert(logAlertDeliveries).values(values).returning();
      return row!;
    },

    async recordAttempt(
      id: string,
      attempt: {
        status: AlertDeliveryStatus;
        responseStatus: number | null;
        responseMs: number | null;
        error: string | null;
        at: Date;
      },
    ): Promise<void> {
      await db
        .update(logAlertDeliveries)
        .set({
          status: attempt.status,
          responseStatus: attempt.responseStatus,
          responseMs: attempt.responseMs,
          error: attempt.error,
          lastAttemptAt: attempt.at,
          attempts: sql`${logAlertDeliveries.attempts} + 1`,
        })
        .where(eq(logAlertDeliveries.id, id));
    },
  };
}
export type LogAlertsRepository = ReturnType<typeof logAlertsRepository>;
