import type { OrchestrationProblem } from './orchestrationGraph.ts';
import type { OrchestrationComponent, OrchestrationStep } from './orchestrationSchema.ts';
import { targetsOf } from './orchestrationSchema.ts';

type Parallel = Extract<OrchestrationStep, { type: 'parallel' }>;

/**
 * Why a parallel step's branches could not all meet at its join (docs/app-format.md, orchestration):
 * each branch is walked from its first step through every target (conditions' both ways, error paths)
 * up to the join. The engine interleaves the branches in one run, so a branch may not end the run, wait
 * (a wait would pause every branch), start another parallel step, share a step with another branch, or
 * stop anywhere but at a fail step or the end of a loop's body.
 */
export function parallelProblems(flow: OrchestrationComponent): OrchestrationProblem[] {
  const byId = new Map(flow.steps.map((s) => [s.id, s]));
  return flow.steps.flatMap((step) => (step.type === 'parallel' ? branchProblems(step, byId) : []));
}

function branchProblems(par: Parallel, byId: Map<string, OrchestrationStep>): OrchestrationProblem[] {
  const problems: OrchestrationProblem[] = [];
  const problem = (step: string, message: string) => problems.push({ step, message });
  const owner = new Map<string, string>();
  if (new Set(par.branches).size !== par.branches.length)
    problem(par.id, `Step '${par.id}' lists the same branch twice.`);
  if (par.branches.includes(par.join))
    problem(par.id, `Step '${par.id}' joins at '${par.join}', which is also one of its branches.`);
  for (const branch of par.branches) {
    // [step id, inside a loop's body]: a body's last step goes back to its loop, not on.
    const queue: [string, boolean][] = [[branch, false]];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const [id, inBody] = queue.shift()!;
      const key = `${id}:${inBody}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const where = `Step '${id}' in the branch '${branch}' of '${par.id}'`;
      if (id === par.join) {
        if (inBody) problem(id, `${where} is the join, reached from inside a loop's body.`);
        continue;
      }
      const step = byId.get(id);
      if (!step) continue;
      const other = owner.get(id);
      if (other !== undefined && other !== branch) {
        problem(id, `${where} is also in the branch '${other}': branches may not share steps.`);
        continue;
      }
      owner.set(id, branch);
      if (id === par.id) {
        problem(id, `A step of the branch '${branch}' goes back to its parallel step '${par.id}'.`);
        continue;
      }
      if (step.type === 'parallel') {
        problem(id, `${where} is a parallel step: parallel steps do not nest.`);
        continue;
      }
      if (step.type === 'end') {
        problem(id, `${where} ends the run: every branch must arrive at the join '${par.join}'.`);
        continue;
      }
      if (step.type === 'wait' || step.type === 'approval') {
        problem(id, `${where} waits: a wait would pause every branch, so branches may not wait.`);
        continue;
      }
      if (step.type === 'fail') continue;
      const targets = targetsOf(step);
      if (step.type === 'loop') {
        queue.push([step.do, true]);
        if (step.next) queue.push([step.next, inBody]);
        else if (!inBody)
          problem(id, `${where} does not go on to the join '${par.join}': give it a next step.`);
        if (step.onError) queue.push([step.onError, inBody]);
        continue;
      }
      const onward = targets.filter(([k]) => k !== 'onError');
      if (onward.length === 0 && !inBody)
        problem(id, `${where} does not go on to the join '${par.join}': give it a next step.`);
      for (const [, target] of targets) queue.push([target, inBody]);
    }
  }
  return problems;
}
