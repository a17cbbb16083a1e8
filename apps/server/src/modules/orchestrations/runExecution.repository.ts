import type { OrchestrationRunStatus, RunContext, StepRunStatus } from '@portal/contracts';
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orchestrationApprovals, orchestrationRuns, orchestrationStepRuns } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';

export type RunRow = typeof orchestrationRuns.$inferSelect;
export type RunWithVersion = RunRow & { version: string };
export type StepRunRow = typeof orchestrationStepRuns.$inferSelect;
/** The statuses of a run that has not ended. */
export const unfinished: OrchestrationRunStatus[] = ['QUEUED', 'RUNNING', 'WAITING'];

/** What a step leaves on the run when it ends: where the run goes on, and the data it goes on with. */
export type RunAdvance = {
  context: RunContext;
  nextStep: string | null;
  attempt: number;
};

/**
 * The engine's hold on a run (engine/): a job claims it, writes each step's start and end, keeps its
 * heartbeat, lets it go or finishes it; the sweep finds the runs a dead job left.
 */
export function runExecutionRepository(db: Db) {
  /** The run, only while `holder` holds it and it runs (a cancel in between makes every write a no-op). */
  const held = (runId: string, holder: string) =>
    and(
      eq(orchestrationRuns.id, runId),
      eq(orchestrationRuns.holder, holder),
      eq(orchestrationRuns.status, 'RUNNING'),
    );

  return {
    /**
     * Takes the run for a job, if it is where the job expects it (`seq`, `attempt`) and no live job holds
     * it. A run that was WAITING has its waiting steps finished: the wait is over. `claimedFrom` is the
     * status it had: a run taken up again after a chunk or a back-off was RUNNING already.
     */
    async claim(
      runId: string,
      expected: { seq: number; attempt: number },
      holder: string,
      staleBefore: Date,
    ): Promise<(RunRow & { claimedFrom: OrchestrationRunStatus }) | null> {
      return withTransaction(db, async (tx) => {
        // Locked, so the status read is the one the update below replaces (a cancel cannot come between).
        const [before] = await tx
          .select({ status: orchestrationRuns.status })
          .from(orchestrationRuns)
          .where(eq(orchestrationRuns.id, runId))
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(orchestrationRuns)
          .set({
            status: 'RUNNING',
            holder,
            heartbeatAt: sql`now()`,
            resumeAt: null,
            startedAt: sql`coalesce(${orchestrationRuns.startedAt}, now())`,
          })
          .where(
            and(
              eq(orchestrationRuns.id, runId),
              eq(orchestrationRuns.seq, expected.seq),
              eq(orchestrationRuns.attempt, expected.attempt),
              inArray(orchestrationRuns.status, unfinished),
              or(isNull(orchestrationRuns.holder), lt(orchestrationRuns.heartbeatAt, staleBefore)),
            ),
          )
          .returning();
        if (!row) return null;
        // An approval's row waits on: the engine ends it with the decision (or waits again).
        await tx
          .update(orchestrationStepRuns)
          .set({ status: 'SUCCEEDED', finishedAt: sql`now()` })
          .where(
            and(
              eq(orchestrationStepRuns.runId, runId),
              eq(orchestrationStepRuns.status, 'WAITING'),
              ne(orchestrationStepRuns.type, 'approval'),
            ),
          );
        return { ...row, claimedFrom: before.status };
      });
    },

    /** Records a step as started (a retry re-uses its row); false when the run is no longer held. */
    async beginStep(
      runId: string,
      holder: string,
      step: {
        seq: number;
        attempt: number;
        stepId: string;
        type: string;
        branch: string | null;
        input: unknown;
      },
    ): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const [run] = await tx
          .update(orchestrationRuns)
          .set({ seq: step.seq, attempt: step.attempt, heartbeatAt: sql`now()` })
          .where(held(runId, holder))
          .returning({ id: orchestrationRuns.id });
        if (!run) return false;
        await tx
          .insert(orchestrationStepRuns)
          .values({
            runId,
            seq: step.seq,
            stepId: step.stepId,
            type: step.type,
            branch: step.branch,
            status: 'RUNNING',
            input: step.input,
            attempts: step.attempt,
          })
          .onConflictDoUpdate({
            target: [orchestrationStepRuns.runId, orchestrationStepRuns.seq],
            set: {
              status: 'RUNNING',
              input: step.input,
              attempts: step.attempt,
              error: null,
              output: null,
              startedAt: sql`now()`,
              finishedAt: null,
            },
          });
        return true;
      });
    },

    /**
     * Ends a step and moves the run on, in one transaction; false when the run is no longer held. An
     * approval step that starts waiting opens its approval in the same transaction.
     */
    async endStep(
      runId: string,
      holder: string,
      step: { seq: number; status: StepRunStatus; output?: unknown; error?: string | null },
      advance: RunAdvance,
      approval?: { organizationId: string; stepId: string; role: string; deadline: Date },
    ): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const [run] = await tx
          .update(orchestrationRuns)
          .set({ ...advance, heartbeatAt: sql`now()` })
          .where(held(runId, holder))
          .returning({ id: orchestrationRuns.id });
        if (!run) return false;
        await tx
          .update(orchestrationStepRuns)
          .set({
            status: step.status,
            output: step.output ?? null,
            error: step.error ?? null,
            finishedAt: step.status === 'WAITING' ? null : sql`now()`,
          })
          .where(and(eq(orchestrationStepRuns.runId, runId), eq(orchestrationStepRuns.seq, step.seq)));
        if (approval)
          await tx
            .insert(orchestrationApprovals)
            .values({ runId, seq: step.seq, ...approval })
            .onConflictDoNothing();
        return true;
      });
    },

    /** Lets the run go between jobs: waiting, a retry's back-off, or the next chunk. */
    async release(
      runId: string,
      holder: string,
      patch: { status: 'RUNNING' | 'WAITING'; resumeAt: Date | null },
    ): Promise<RunRow | null> {
      const [row] = await db
        .update(orchestrationRuns)
        .set({ ...patch, holder: null, heartbeatAt: sql`now()` })
        .where(held(runId, holder))
        .returning();
      return row ?? null;
    },

    async heartbeat(runId: string, holder: string): Promise<void> {
      await db.update(orchestrationRuns).set({ heartbeatAt: sql`now()` }).where(held(runId, holder));
    },

    /**
     * Ends the run: SUCCEEDED, FAILED or CANCELLED, with its output or its error. `holder` null ends a run
     * nobody holds (a cancel, the sweep). Steps still running or waiting end CANCELLED with it.
     */
    async finish(
      runId: string,
      holder: string | null,
      end: {
        status: OrchestrationRunStatus;
        output?: unknown;
        error?: string | null;
        errorStep?: string | null;
        onlyFrom?: OrchestrationRunStatus[];
      },
    ): Promise<RunRow | null> {
      return withTransaction(db, async (tx) => {
        const [row] = await tx
          .update(orchestrationRuns)
          .set({
            status: end.status,
            output: end.output ?? null,
            error: end.error ?? null,
            errorStep: end.errorStep ?? null,
            nextStep: null,
            holder: null,
            resumeAt: null,
            heartbeatAt: sql`now()`,
            finishedAt: sql`now()`,
            startedAt: sql`coalesce(${orchestrationRuns.startedAt}, now())`,
          })
          .where(
            and(
              eq(orchestrationRuns.id, runId),
              holder === null ? undefined : eq(orchestrationRuns.holder, holder),
              inArray(orchestrationRuns.status, end.onlyFrom ?? unfinished),
            ),
          )
          .returning();
        if (!row) return null;
        await tx
          .update(orchestrationStepRuns)
          .set({ status: 'CANCELLED', finishedAt: sql`now()` })
          .where(
            and(
              eq(orchestrationStepRuns.runId, runId),
              inArray(orchestrationStepRuns.status, ['RUNNING', 'WAITING']),
            ),
          );
        return row;
      });
    },

    /** A step whose process died: its row says so, and the run is let go for the sweep to decide. */
    async interrupt(runId: string, staleBefore: Date, message: string): Promise<RunRow | null> {
      return withTransaction(db, async (tx) => {
        const [row] = await tx
          .update(orchestrationRuns)
          .set({ holder: null, heartbeatAt: sql`now()` })
          .where(
            and(
              eq(orchestrationRuns.id, runId),
              eq(orchestrationRuns.status, 'RUNNING'),
              isNotNull(orchestrationRuns.holder),
              lt(orchestrationRuns.heartbeatAt, staleBefore),
            ),
          )
          .returning();
        if (!row) return null;
        await tx
          .update(orchestrationStepRuns)
          .set({ status: 'FAILED', error: message, finishedAt: sql`now()` })
          .where(
            and(
              eq(orchestrationStepRuns.runId, runId),
              eq(orchestrationStepRuns.seq, row.seq),
              eq(orchestrationStepRuns.status, 'RUNNING'),
            ),
          );
        return row;
      });
    },

    /** The last step row of a run (the one an interrupted job was running). */
    async stepAt(runId: string, seq: number): Promise<StepRunRow | null> {
      const [row] = await db
        .select()
        .from(orchestrationStepRuns)
        .where(and(eq(orchestrationStepRuns.runId, runId), eq(orchestrationStepRuns.seq, seq)));
      return row ?? null;
    },

    /**
     * Runs a dead or lost job left: held with a stale heartbeat (its process died mid-step), or let go
     * and not taken up since (a send lost in a crash; a wait whose time has long passed).
     */
    async stale(staleBefore: Date, limit: number) {
      const held = await db
        .select({ id: orchestrationRuns.id })
        .from(orchestrationRuns)
        .where(
          and(
            eq(orchestrationRuns.status, 'RUNNING'),
            isNotNull(orchestrationRuns.holder),
            lt(orchestrationRuns.heartbeatAt, staleBefore),
          ),
        )
        .limit(limit);
      const lost = await db
        .select()
        .from(orchestrationRuns)
        .where(
          and(
            inArray(orchestrationRuns.status, unfinished),
            isNull(orchestrationRuns.holder),
            lt(orchestrationRuns.heartbeatAt, staleBefore),
            or(isNull(orchestrationRuns.resumeAt), lt(orchestrationRuns.resumeAt, staleBefore)),
          ),
        )
        .limit(limit);
      return { interrupted: held.map((r) => r.id), lost };
    },
  };
}
