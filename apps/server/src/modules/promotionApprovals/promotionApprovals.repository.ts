import type {
  PromotionDecisionKind,
  PromotionEnvironment,
  PromotionPolicy,
  PromotionRequestState,
} from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  apps,
  appVersions,
  promotionDecisionRows,
  promotionPolicies,
  promotionRequests,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

export type PromotionRequestRow = typeof promotionRequests.$inferSelect;
export type NewPromotionRequest = typeof promotionRequests.$inferInsert;

const LIST_LIMIT = 200;
const replaced = alias(appVersions, 'replaced');
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export function promotionApprovalsRepository(db: Db) {
  return {
    async policies(organizationId: string) {
      return db
        .select()
        .from(promotionPolicies)
        .where(eq(promotionPolicies.organizationId, organizationId))
        .orderBy(asc(promotionPolicies.environment));
    },

    async policy(organizationId: string, environment: string) {
      const [row] = await db
        .select()
        .from(promotionPolicies)
        .where(
          and(
            eq(promotionPolicies.organizationId, organizationId),
            eq(promotionPolicies.environment, environment as PromotionEnvironment),
          ),
        );
      return row ?? null;
    },

    /** Replaces the company's policies with these (an environment left out has none). */
    async replacePolicies(tx: Tx, organizationId: string, userId: string, list: PromotionPolicy[]) {
      await tx.delete(promotionPolicies).where(eq(promotionPolicies.organizationId, organizationId));
      if (list.length > 0)
        await tx.insert(promotionPolicies).values(
          list.map((policy) => ({
            organizationId,
            environment: policy.environment,
            requiredApprovals: policy.requiredApprovals,
            approverRole: policy.approverRole,
            updatedBy: userId,
          })),
        );
    },

    /** The app's newest version now in the environment, other than the one being promoted. */
    async newestIn(appId: string, environment: string, except: string) {
      const [row] = await db
        .select({ id: appVersions.id })
        .from(appVersions)
        .where(
          and(
            eq(appVersions.appId, appId),
            eq(appVersions.environment, environment as PromotionEnvironment),
            sql`${appVersions.id} <> ${except}`,
          ),
        )
        .orderBy(desc(appVersions.number))
        .limit(1);
      return row?.id ?? null;
    },

    async insert(values: NewPromotionRequest): Promise<PromotionRequestRow> {
      const [row] = await db.insert(promotionRequests).values(values).returning();
      return row!;
    },

    /** The request, locked until the transaction ends: decisions on it run one after the other. */
    async lock(tx: Tx, organizationId: string, id: string) {
      const [row] = await tx
        .select()
        .from(promotionRequests)
        .where(and(eq(promotionRequests.id, id), eq(promotionRequests.organizationId, organizationId)))
        .for('update');
      return row ?? null;
    },

    async hasDecided(tx: Tx, requestId: string, userId: string) {
      const [row] = await tx
        .select({ n: count() })
        .from(promotionDecisionRows)
        .where(and(eq(promotionDecisionRows.requestId, requestId), eq(promotionDecisionRows.userId, userId)));
      return (row?.n ?? 0) > 0;
    },

    async decide(
      tx: Tx,
      decision: { requestId: string; userId: string; decision: PromotionDecisionKind; comment: string },
    ) {
      await tx.insert(promotionDecisionRows).values(decision);
      const [row] = await tx
        .select({ n: count() })
        .from(promotionDecisionRows)
        .where(
          and(
            eq(promotionDecisionRows.requestId, decision.requestId),
            eq(promotionDecisionRows.decision, 'approve'),
          ),
        );
      return row?.n ?? 0;
    },

    /** Moves the request on from `from` only: the state it ends in is written once. */
    async setState(
      db_: Db,
      id: string,
      from: PromotionRequestState,
      to: PromotionRequestState,
      reason: string | null = null,
    ) {
      const [row] = await db_
        .update(promotionRequests)
        .set({
          state: to,
          reason,
          ...(to === 'APPROVED' ? { approvedAt: sql`now()` } : { endedAt: sql`now()` }),
        })
        .where(and(eq(promotionRequests.id, id), eq(promotionRequests.state, from)))
        .returning();
      return row ?? null;
    },

    /**
     * Ends the open requests past their day, and the approved ones whose promotion a stopped process left
     * unfinished: one statement each, so a tick run by two processes ends each request once.
     */
    async expire(now: Date, stuckBefore: Date) {
      const expired = await db
        .update(promotionRequests)
        .set({ state: 'EXPIRED', endedAt: now })
        .where(and(eq(promotionRequests.state, 'OPEN'), lte(promotionRequests.expiresAt, now)))
        .returning();
      const stuck = await db
        .update(promotionRequests)
        .set({
          state: 'FAILED',
          endedAt: now,
          reason: 'The promotion did not finish after its approvals: promote the version again.',
        })
        .where(and(eq(promotionRequests.state, 'APPROVED'), lte(promotionRequests.approvedAt, stuckBefore)))
        .returning();
      return [...expired, ...stuck];
    },

    /** Requests with the names the API shows, newest first. */
    async views(
      organizationId: string,
      filter: { ids?: string[]; appId?: string | undefined; state?: PromotionRequestState | undefined },
    ) {
      const rows = await db
        .select({
          request: promotionRequests,
          versionName: appVersions.version,
          replacesVersionName: replaced.version,
          requestedByName: fullName,
        })
        .from(promotionRequests)
        .innerJoin(appVersions, eq(appVersions.id, promotionRequests.versionId))
        .leftJoin(replaced, eq(replaced.id, promotionRequests.replacesVersionId))
        .leftJoin(users, eq(users.id, promotionRequests.requestedBy))
        .where(
          and(
            eq(promotionRequests.organizationId, organizationId),
            filter.ids ? inArray(promotionRequests.id, filter.ids) : undefined,
            filter.appId ? eq(promotionRequests.appId, filter.appId) : undefined,
            filter.state ? eq(promotionRequests.state, filter.state) : undefined,
          ),
        )
        .orderBy(desc(promotionRequests.createdAt), desc(promotionRequests.id))
        .limit(LIST_LIMIT);
      const ids = rows.map((row) => row.request.id);
      const decisions =
        ids.length === 0
          ? []
          : await db
              .select({
                requestId: promotionDecisionRows.requestId,
                userId: promotionDecisionRows.userId,
                decision: promotionDecisionRows.decision,
                comment: promotionDecisionRows.comment,
                at: promotionDecisionRows.at,
                userName: fullName,
              })
              .from(promotionDecisionRows)
              .innerJoin(users, eq(users.id, promotionDecisionRows.userId))
              .where(inArray(promotionDecisionRows.requestId, ids))
              .orderBy(asc(promotionDecisionRows.at));
      return rows.map((row) => ({
        ...row,
        decisions: decisions.filter((decision) => decision.requestId === row.request.id),
      }));
    },

    async appName(appId: string) {
      const [row] = await db.select({ name: apps.name }).from(apps).where(eq(apps.id, appId));
      return row?.name ?? '';
    },
  };
}

export type PromotionApprovalsRepository = ReturnType<typeof promotionApprovalsRepository>;
export type PromotionRequestView = Awaited<ReturnType<PromotionApprovalsRepository['views']>>[number];
