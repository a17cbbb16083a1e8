import type { ApprovalDecisionRequest } from '@portal/contracts';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, orchestrationApprovals, orchestrationRuns, users } from '../../db/schema/index.ts';

export type ApprovalRow = typeof orchestrationApprovals.$inferSelect;

/**
 * The approvals runs wait at (docs/decisions/orchestration-approvals.md). A decision is written once, by a
 * conditional update: a person's only while the approval is open, before its deadline and its run waits;
 * the timeout's only once the deadline has passed with it open. So the two can never both win.
 */
export function approvalsRepository(db: Db) {
  const at = (runId: string, seq: number) =>
    and(eq(orchestrationApprovals.runId, runId), eq(orchestrationApprovals.seq, seq));
  return {
    /** The approval at the run's step row, made `timed_out` first if its deadline passed while open. */
    async settle(runId: string, seq: number): Promise<ApprovalRow | null> {
      await db
        .update(orchestrationApprovals)
        .set({ decision: 'timed_out', decidedAt: sql`now()` })
        .where(
          and(
            at(runId, seq),
            isNull(orchestrationApprovals.decision),
            lte(orchestrationApprovals.deadline, sql`now()`),
          ),
        );
      const [row] = await db.select().from(orchestrationApprovals).where(at(runId, seq));
      return row ?? null;
    },

    /** A person's decision; null when the approval is no longer open or its run no longer waits. */
    async decide(
      runId: string,
      seq: number,
      userId: string,
      request: ApprovalDecisionRequest,
    ): Promise<ApprovalRow | null> {
      const [row] = await db
        .update(orchestrationApprovals)
        .set({
          decision: request.decision === 'approve' ? 'approved' : 'rejected',
          decidedBy: userId,
          decidedAt: sql`now()`,
          comment: request.comment || null,
        })
        .where(
          and(
            at(runId, seq),
            isNull(orchestrationApprovals.decision),
            gt(orchestrationApprovals.deadline, sql`now()`),
            sql`exists (select 1 from ${orchestrationRuns} where ${orchestrationRuns.id} = ${runId} and ${orchestrationRuns.status} = 'WAITING')`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The company's members who hold the role: who may decide an approval for it. */
    async holders(organizationId: string, role: string) {
      return db
        .select({ userId: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.organizationId, organizationId), sql`${role} = any(${memberships.roles})`))
        .orderBy(asc(users.lastName), asc(users.firstName));
    },

    /** The run's approvals in step order, with the name of who decided each. */
    async ofRun(runId: string) {
      return db
        .select({
          approval: orchestrationApprovals,
          decider: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        })
        .from(orchestrationApprovals)
        .leftJoin(users, eq(users.id, orchestrationApprovals.decidedBy))
        .where(eq(orchestrationApprovals.runId, runId))
        .orderBy(asc(orchestrationApprovals.seq));
    },
  };
}

export type ApprovalsRepository = ReturnType<typeof approvalsRepository>;
