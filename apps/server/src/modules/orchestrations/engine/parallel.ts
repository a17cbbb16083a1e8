import type { OrchestrationStep, RunContext } from '@portal/contracts';

type ParallelStep = Extract<OrchestrationStep, { type: 'parallel' }>;

/**
 * A parallel step starts its branches: each begins with the parallel step's input as its `last` and no
 * loops of its own (the loops around the parallel step are set aside until the join). The branches run
 * interleaved, one step of each in turn, in the run's one job (docs/decisions/orchestration-engine.md).
 */
export function enterParallel(
  step: ParallelStep,
  context: RunContext,
): { type: 'done'; output: unknown; next: string } {
  context.parallel = {
    step: step.id,
    join: step.join,
    current: 0,
    outerLoops: context.loops,
    branches: step.branches.map((id) => ({ id, next: id, status: 'RUNNING', last: context.last, loops: [] })),
  };
  context.loops = [];
  return { type: 'done', output: { branches: step.branches }, next: step.branches[0]! };
}

/** The branch the next step runs in (for its step row), or null outside a parallel step. */
export function currentBranch(context: RunContext): string | null {
  const frame = context.parallel;
  return frame ? (frame.branches[frame.current]?.id ?? null) : null;
}

/**
 * Where the run goes after a step that succeeded, inside a parallel step: the step is recorded as its
 * branch's position (arrived when it reached the join), then the next branch still running takes its
 * turn with its own `last` and loops. Once every branch arrived, the join runs with
 * `{ <branch id>: output of the branch's last step }` as its input (and as the parallel step's output).
 */
export function routeBranches(context: RunContext, stepId: string, following: string | null): string | null {
  const frame = context.parallel;
  if (!frame) return following;
  const entering = stepId === frame.step;
  if (!entering) {
    const branch = frame.branches[frame.current]!;
    branch.last = context.last;
    branch.loops = context.loops;
    // A branch without a way on (refused before a run) counts as arrived rather than stopping the run.
    if (following === frame.join || following === null) {
      branch.status = 'ARRIVED';
      branch.next = null;
    } else branch.next = following;
  }
  const n = frame.branches.length;
  const from = entering ? 0 : frame.current + 1;
  for (let k = 0; k < n; k++) {
    const i = (from + k) % n;
    const branch = frame.branches[i]!;
    if (branch.status !== 'RUNNING' || branch.next === null) continue;
    frame.current = i;
    context.last = branch.last;
    context.loops = branch.loops;
    return branch.next;
  }
  const joined = Object.fromEntries(frame.branches.map((b) => [b.id, b.last]));
  context.steps[frame.step] = joined;
  context.last = joined;
  context.loops = frame.outerLoops;
  delete context.parallel;
  return frame.join;
}

/**
 * A branch failed with no error path: the others are stopped where they are (no step of theirs is in
 * flight: the branches share one job) and the run fails. Returns the run's error, naming the branch.
 */
export function failBranches(context: RunContext, message: string): string {
  const frame = context.parallel;
  if (!frame) return message;
  const failed = frame.branches[frame.current]!;
  for (const branch of frame.branches)
    if (branch === failed) branch.status = 'FAILED';
    else if (branch.status === 'RUNNING') branch.status = 'CANCELLED';
  return `${message} (in the branch '${failed.id}' of '${frame.step}'; the other branches were stopped)`;
}
