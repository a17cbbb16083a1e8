import type { OrchestrationStep, RunContext } from '@portal/contracts';
import type { Logger } from 'pino';
import type { IngestLogs } from '../../../platform/logStore.ts';
import type { ApprovalRow } from '../approvals.repository.ts';
import type { OrchestrationsRepository, RunRow } from '../orchestrations.repository.ts';
import {
  executeStep,
  inputOf,
  type NotifyCall,
  type RunScript,
  type SandboxCall,
  type StepOutcome,
} from './executeStep.ts';
import type { Expressions } from './expressions.ts';
import { backoffMs, type EngineLimits, jsonBytes } from './limits.ts';
import { currentBranch, failBranches, routeBranches } from './parallel.ts';
import { StepFailure, withinTime } from './stepFailure.ts';

/** A job's payload: the run, and where the job expects it to be (an older job finds it moved and stops). */
export type RunJob = { runId: string; seq: number; attempt: number };

export type EngineDeps = {
  repo: OrchestrationsRepository;
  expressions: Expressions;
  script: RunScript;
  sandbox: SandboxCall;
  notify: NotifyCall;
  approvals: {
    /** The approval at the step row, `timed_out` first when its deadline passed open. */
    settle: (runId: string, seq: number) => Promise<ApprovalRow | null>;
    /** Tells the role's members that the run waits for them (after the wait is committed). */
    opened: (run: RunRow, stepId: string, role: string, deadline: Date) => Promise<void>;
  };
  ingest: IngestLogs;
  /**
   * Sends a job for the run, now or at `startAfter`. The sweep's sends are told apart: a job already
   * queued for the same position (a wait's, due later) must not hold back the sweep's.
   */
  send: (job: RunJob, startAfter?: Date, fromSweep?: boolean) => Promise<void>;
  limits: EngineLimits;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
};

const INTERRUPTED = 'The process running this step stopped (a restart or a crash).';

type Retry = { max: number; backoffSeconds?: number | undefined } | undefined;
const retryOf = (step: OrchestrationStep): Retry => ('retry' in step ? step.retry : undefined);
const onErrorOf = (step: OrchestrationStep): string | undefined =>
  'onError' in step ? step.onError : undefined;

/**
 * Where the run goes after a step: the step it named, or (at the end of a branch) back to the loop whose
 * body ended, or nowhere: the run is over.
 */
function follow(
  step: OrchestrationStep,
  outcome: { output: unknown; next?: string | null },
  context: RunContext,
) {
  const named = outcome.next !== undefined ? outcome.next : 'next' in step ? (step.next ?? null) : null;
  if (named !== null) return named;
  const frame = context.loops.at(-1);
  if (!frame) return null;
  frame.results.push(outcome.output);
  frame.index += 1;
  return frame.step;
}

/**
 * The engine (docs/decisions/orchestration-engine.md): a job takes a run and executes its steps one by
 * one, committing each step's row and the run's position before the next starts, so a crash loses at
 * most the step in flight. It hands the run on to a new job to wait, to back off before a retry, and
 * every `chunkSteps` steps.
 */
export function runEngine(deps: EngineDeps) {
  const { repo, limits } = deps;

  const appLine = async (run: RunRow, level: 'info' | 'error', message: string) => {
    await deps
      .ingest([
        {
          orgId: run.organizationId,
          appId: run.appId,
          date: new Date(),
          source: 'orchestration',
          type: 'app_event',
          level,
          message,
          attributes: { runId: run.id, orchestration: run.orchestration, tenant: run.tenant },
        },
      ])
      .catch((error: unknown) =>
        deps.logger.warn({ err: error, runId: run.id }, 'orchestration log line lost'),
      );
  };

  const fail = async (run: RunRow, holder: string | null, error: string, errorStep: string | null) => {
    const ended = await repo.finish(run.id, holder, { status: 'FAILED', error, errorStep });
    if (ended)
      await appLine(run, 'error', `Run of ${run.orchestration} FAILED at ${errorStep ?? 'start'}: ${error}`);
  };

  const succeed = async (run: RunRow, holder: string, status: 'SUCCEEDED' | 'CANCELLED', output: unknown) => {
    const ended = await repo.finish(run.id, holder, { status, output });
    if (ended) await appLine(run, 'info', `Run of ${run.orchestration} ${status}`);
  };

  /**
   * A run taken up at the approval it waits at (orchestration-approvals.md): decided, it goes on to
   * `onApprove` or `onReject`, the step's row ending with the decision; past its deadline, to `onTimeout`,
   * or it fails; still open (a job came early), it waits again until the deadline.
   */
  async function resolveApproval(
    run: RunRow,
    holder: string,
    context: RunContext,
    pending: { step: string; seq: number },
  ): Promise<{ status: 'RUNNING'; next: string } | { status: string }> {
    const step = run.definition.steps.find((s) => s.id === pending.step);
    const row = await deps.approvals.settle(run.id, pending.seq);
    if (step?.type !== 'approval' || !row) {
      await fail(run, holder, `The approval '${pending.step}' the run waited at is gone.`, pending.step);
      return { status: 'FAILED' };
    }
    if (!row.decision) {
      if (await repo.release(run.id, holder, { status: 'WAITING', resumeAt: row.deadline }))
        await deps.send({ runId: run.id, seq: pending.seq, attempt: 0 }, row.deadline);
      return { status: 'WAITING' };
    }
    const output = {
      decision: row.decision,
      decidedBy: row.decidedBy,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      comment: row.comment,
    };
    delete context.approval;
    const next =
      row.decision === 'approved'
        ? step.onApprove
        : row.decision === 'rejected'
          ? step.onReject
          : step.onTimeout;
    if (!next) {
      const error = `Nobody with the role ${row.role} decided before ${row.deadline.toISOString()}, and the step has no timeout path.`;
      await repo.endStep(
        run.id,
        holder,
        { seq: pending.seq, status: 'FAILED', output, error },
        { context, nextStep: step.id, attempt: 0 },
      );
      await fail(run, holder, error, step.id);
      return { status: 'FAILED' };
    }
    context.steps[step.id] = output;
    context.last = output;
    const advance = { context, nextStep: next, attempt: 0 };
    if (!(await repo.endStep(run.id, holder, { seq: pending.seq, status: 'SUCCEEDED', output }, advance)))
      return { status: 'CANCELLED' };
    return { status: 'RUNNING', next };
  }

  /** Runs the run from where it is, until it ends, waits, backs off or has run a chunk. */
  async function runJob(job: RunJob, holder: string, signal?: AbortSignal): Promise<{ status: string }> {
    const staleBefore = new Date(Date.now() - limits.staleMs);
    const run = await repo.claim(job.runId, job, holder, staleBefore);
    if (!run) return { status: 'skipped' };
    const steps = new Map(run.definition.steps.map((s) => [s.id, s]));
    const context = run.context;
    let { seq, attempt, nextStep } = run;
    const startedAt = (run.startedAt ?? new Date()).getTime();

    if (context.approval && context.approval.step === nextStep) {
      const resolved = await resolveApproval(run, holder, context, context.approval);
      if (!('next' in resolved)) return resolved;
      nextStep = resolved.next;
      attempt = 0;
    }

    for (let n = 0; ; n++) {
      if (nextStep === null) {
        await succeed(run, holder, 'SUCCEEDED', context.last);
        return { status: 'SUCCEEDED' };
      }
      if (Date.now() - startedAt > limits.maxRunMs) {
        await fail(run, holder, `The run went over its time limit of ${limits.maxRunMs} ms.`, nextStep);
        return { status: 'FAILED' };
      }
      if (attempt === 0 && seq >= limits.maxSteps) {
        await fail(
          run,
          holder,
          `The run started ${limits.maxSteps} steps, its limit: does a loop never end?`,
          nextStep,
        );
        return { status: 'FAILED' };
      }
      if (n >= limits.chunkSteps || signal?.aborted) {
        // Hand on, so one long run does not hold a worker; after a stop, the sweep sends it again.
        if (await repo.release(run.id, holder, { status: 'RUNNING', resumeAt: null }))
          if (!signal?.aborted) await deps.send({ runId: run.id, seq, attempt });
        return { status: 'RUNNING' };
      }
      const step = steps.get(nextStep);
      if (!step) {
        await fail(run, holder, `No step has the id '${nextStep}'.`, nextStep);
        return { status: 'FAILED' };
      }
      const thisSeq = attempt === 0 ? seq + 1 : seq;
      const thisAttempt = attempt + 1;
      const began = await repo.beginStep(run.id, holder, {
        seq: thisSeq,
        attempt: thisAttempt,
        stepId: step.id,
        type: step.type,
        branch: currentBranch(context),
        input: inputOf(step, context),
      });
      if (!began) return { status: 'CANCELLED' };
      seq = thisSeq;
      attempt = thisAttempt;

      let outcome: StepOutcome;
      try {
        outcome = await withinTime(
          limits.stepTimeoutMs,
          executeStep(
            step,
            context,
            { ...run, runId: run.id },
            {
              expressions: deps.expressions,
              script: deps.script,
              sandbox: deps.sandbox,
              notify: deps.notify,
              log: (line) => deps.ingest([line]),
              limits,
            },
          ),
        );
        if (outcome.type !== 'end') {
          const size = jsonBytes(outcome.output);
          if (size > limits.maxPayloadBytes)
            throw new StepFailure(
              `The step's output is ${size} bytes, over the limit of ${limits.maxPayloadBytes} bytes between steps.`,
            );
        }
      } catch (error) {
        const message = (error as Error).message;
        const final = error instanceof StepFailure && error.final;
        const retry = retryOf(step);
        if (!final && retry && attempt <= retry.max) {
          const resumeAt = new Date(Date.now() + backoffMs(retry.backoffSeconds ?? 1, attempt));
          const advance = { context, nextStep: step.id, attempt };
          if (!(await repo.endStep(run.id, holder, { seq, status: 'FAILED', error: message }, advance)))
            return { status: 'CANCELLED' };
          if (await repo.release(run.id, holder, { status: 'RUNNING', resumeAt }))
            await deps.send({ runId: run.id, seq, attempt }, resumeAt);
          return { status: 'RETRYING' };
        }
        const onError = onErrorOf(step);
        if (!final && onError) {
          context.error = { step: step.id, message };
          const advance = { context, nextStep: onError, attempt: 0 };
          if (!(await repo.endStep(run.id, holder, { seq, status: 'FAILED', error: message }, advance)))
            return { status: 'CANCELLED' };
          nextStep = onError;
          attempt = 0;
          continue;
        }
        const runError = failBranches(context, message);
        await repo.endStep(
          run.id,
          holder,
          { seq, status: 'FAILED', error: message },
          { context, nextStep: step.id, attempt },
        );
        await fail(run, holder, runError, step.id);
        return { status: 'FAILED' };
      }

      if (outcome.type === 'end') {
        await repo.endStep(
          run.id,
          holder,
          { seq, status: 'SUCCEEDED' },
          { context, nextStep: null, attempt: 0 },
        );
        await succeed(run, holder, outcome.status, context.last);
        return { status: outcome.status };
      }
      if (outcome.type === 'approval') {
        // The run waits at the approval step itself: a decision, or the deadline's job, takes it on.
        context.approval = { step: step.id, seq };
        const approval = {
          organizationId: run.organizationId,
          stepId: step.id,
          role: outcome.role,
          deadline: outcome.deadline,
        };
        const waiting = { seq, status: 'WAITING' as const, output: outcome.output };
        const advance = { context, nextStep: step.id, attempt: 0 };
        if (!(await repo.endStep(run.id, holder, waiting, advance, approval))) return { status: 'CANCELLED' };
        // Told before the run reads WAITING: whoever sees it waiting (the approver's page, the launcher)
        // finds the approver's notice already there, not a moment later.
        await deps.approvals
          .opened(run, step.id, outcome.role, outcome.deadline)
          .catch((error: unknown) => deps.logger.warn({ err: error, runId: run.id }, 'approval notice lost'));
        if (await repo.release(run.id, holder, { status: 'WAITING', resumeAt: outcome.deadline }))
          await deps.send({ runId: run.id, seq, attempt: 0 }, outcome.deadline);
        return { status: 'WAITING' };
      }
      context.steps[step.id] = outcome.output;
      context.last = outcome.output;
      const following = routeBranches(
        context,
        step.id,
        follow(step, outcome.type === 'wait' ? { output: outcome.output } : outcome, context),
      );
      const advance = { context, nextStep: following, attempt: 0 };
      if (outcome.type === 'wait') {
        if (
          !(await repo.endStep(run.id, holder, { seq, status: 'WAITING', output: outcome.output }, advance))
        )
          return { status: 'CANCELLED' };
        if (await repo.release(run.id, holder, { status: 'WAITING', resumeAt: outcome.resumeAt }))
          await deps.send({ runId: run.id, seq, attempt: 0 }, outcome.resumeAt);
        return { status: 'WAITING' };
      }
      if (
        !(await repo.endStep(run.id, holder, { seq, status: 'SUCCEEDED', output: outcome.output }, advance))
      )
        return { status: 'CANCELLED' };
      nextStep = following;
      attempt = 0;
    }
  }

  /**
   * After a crash (at start and every minute): a run held by a dead job has its step marked interrupted,
   * then goes on with a retry when the step has one left, or fails saying why; a run no job took up (a
   * send lost between a commit and a crash) is sent again.
   */
  async function sweep(now: Date = new Date()): Promise<{ recovered: number; failed: number }> {
    const staleBefore = new Date(now.getTime() - limits.staleMs);
    const { interrupted, lost } = await repo.stale(staleBefore, 200);
    let recovered = 0;
    let failed = 0;
    for (const id of interrupted) {
      const run = await repo.interrupt(id, staleBefore, INTERRUPTED);
      if (!run) continue;
      const step = run.nextStep ? run.definition.steps.find((s) => s.id === run.nextStep) : undefined;
      const retry = step ? retryOf(step) : undefined;
      if (step && retry && run.attempt <= retry.max) {
        await deps.send({ runId: run.id, seq: run.seq, attempt: run.attempt }, undefined, true);
        recovered++;
      } else {
        await fail(run, null, `${INTERRUPTED} It has no retry left, so the run stops here.`, run.nextStep);
        failed++;
      }
    }
    for (const run of lost) {
      await deps.send({ runId: run.id, seq: run.seq, attempt: run.attempt }, undefined, true);
      recovered++;
    }
    if (recovered + failed > 0) deps.logger.info({ recovered, failed }, 'orchestration sweep');
    return { recovered, failed };
  }

  return { runJob, sweep, fail };
}

export type RunEngine = ReturnType<typeof runEngine>;
