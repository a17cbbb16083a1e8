import type { ApprovalDecisionRequest, RunApproval } from '@portal/contracts';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import type { ApprovalsRepository } from './approvals.repository.ts';
import type { RunJob } from './engine/runEngine.ts';
import type { RunRow } from './orchestrations.repository.ts';

type Actor = { userId: string; organizationId: string };

/**
 * Approvals a run waits at (docs/decisions/orchestration-approvals.md): who may decide (the members of
 * the step's company role, in the company the run belongs to), and the decision, audited, that sends the
 * run on at once.
 */
export function approvalsService(deps: {
  repo: ApprovalsRepository;
  audit: AuditLog;
  send: (job: RunJob) => Promise<void>;
}) {
  const { repo } = deps;
  return {
    /** The run's approvals as its page shows them, `mayDecide` for the viewer. */
    async ofRun(run: RunRow, viewerId: string | null): Promise<RunApproval[]> {
      const rows = await repo.ofRun(run.id);
      const open = run.status === 'WAITING';
      return Promise.all(
        rows.map(async ({ approval, decider }) => {
          const pending = open && approval.decision === null && approval.deadline.getTime() > Date.now();
          const holders = pending ? await repo.holders(run.organizationId, approval.role) : [];
          return {
            stepId: approval.stepId,
            seq: approval.seq,
            role: approval.role,
            deadline: approval.deadline.toISOString(),
            decision: approval.decision,
            decidedBy: approval.decidedBy ? decider : null,
            decidedAt: approval.decidedAt?.toISOString() ?? null,
            comment: approval.comment,
            approvers: holders.map((holder) => holder.name),
            mayDecide: viewerId !== null && holders.some((holder) => holder.userId === viewerId),
          };
        }),
      );
    },

    /**
     * Approves or rejects the approval the run waits at: 403 for someone without the step's role, 409
     * once it is decided, timed out or the run no longer waits. The run is sent on at once.
     */
    async decide(
      actor: Actor,
      app: { id: string; name: string; referenceId: string },
      run: RunRow,
      request: ApprovalDecisionRequest,
    ): Promise<void> {
      const pending = run.context.approval;
      if (run.status !== 'WAITING' || !pending)
        throw new HttpError('conflict', 'The run does not wait for an approval.');
      const open = (await repo.ofRun(run.id)).find(({ approval }) => approval.seq === pending.seq)?.approval;
      if (!open) throw new HttpError('conflict', 'The run does not wait for an approval.');
      const holders = await repo.holders(run.organizationId, open.role);
      if (!holders.some((holder) => holder.userId === actor.userId))
        throw new HttpError(
          'forbidden',
          `Only a member with the role ${open.role} may approve or reject this step.`,
        );
      const decided = await repo.decide(run.id, pending.seq, actor.userId, request);
      if (!decided)
        throw new HttpError(
          'conflict',
          open.decision
            ? 'This approval has already been decided.'
            : 'This approval is no longer open: its time ran out or the run stopped.',
        );
      await deps.send({ runId: run.id, seq: pending.seq, attempt: 0 });
      await deps.audit({
        organizationId: actor.organizationId,
        userId: actor.userId,
        action: `orchestrations.run.${request.decision}`,
        target: run.id,
        appId: app.id,
        message: `${request.decision === 'approve' ? 'Approved' : 'Rejected'} step ${open.stepId} of a run of orchestration ${run.orchestration} of app ${app.name} (${app.referenceId})`,
        before: { decision: null },
        after: { decision: decided.decision, step: open.stepId, comment: decided.comment },
      });
    },
  };
}

export type ApprovalsService = ReturnType<typeof approvalsService>;
