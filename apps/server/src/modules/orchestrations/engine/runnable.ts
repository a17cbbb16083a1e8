import {
  launchInputProblems,
  type OrchestrationComponent,
  type OrchestrationProblem,
  type OrchestrationStep,
  parallelProblems,
  unconditionalCycle,
  undeclaredInputs,
} from '@portal/contracts';
import { isSandboxUrlTemplate } from './sandboxPath.ts';

/** The kinds the engine runs: every kind. */
const runnableKinds = new Set<OrchestrationStep['type']>([
  'approval',
  'notify',
  'http',
  'transform',
  'condition',
  'loop',
  'wait',
  'log',
  'fail',
  'end',
  'parallel',
  'script',
]);

const people: Record<string, string> = {
  manager: "a worker's manager",
  cost_center_owner: "a cost center's owner",
  hr_partner: 'an HR partner',
};

/**
 * The portal knows a company's members and their roles, not the HR platform's managers or partners
 * (docs/decisions/orchestration-approvals.md): a step for one of those cannot be sent to anybody.
 */
function unknownPerson(step: OrchestrationStep): string | null {
  if (step.type === 'approval' && step.approver !== 'role')
    return `Step '${step.id}' asks ${people[step.approver]} to approve, whom the portal cannot find: name a role of the company (approver "role").`;
  if (step.type === 'notify' && step.to === 'manager')
    return `Step '${step.id}' notifies ${people.manager}, whom the portal cannot find: notify a role of the company or the initiator.`;
  return null;
}

/** Why the orchestration cannot run whatever its inputs: step kinds, cycles, undeclared inputs. */
export function flowProblems(flow: OrchestrationComponent): OrchestrationProblem[] {
  return runProblems(flow, null);
}

/**
 * Why the orchestration cannot run with these inputs, first problem first: each names the step (or the
 * input) so the 400 tells the author where to look.
 */
export function runProblems(
  flow: OrchestrationComponent,
  inputs: Record<string, unknown> | null,
): OrchestrationProblem[] {
  const problems: OrchestrationProblem[] = flow.steps
    .filter((step) => !runnableKinds.has(step.type))
    .map((step) => ({
      step: step.id,
      message: `Step '${step.id}' is a ${step.type} step, which the orchestration engine does not run yet.`,
    }));
  for (const step of flow.steps) {
    const person = unknownPerson(step);
    if (person) problems.push({ step: step.id, message: person });
  }
  for (const step of flow.steps)
    if (step.type === 'http' && !isSandboxUrlTemplate(step.url))
      problems.push({
        step: step.id,
        message: `Step '${step.id}' calls ${step.url}, which is not a path of the tenant's sandbox APIs (such as /api/workers/v1/workers).`,
      });
  const cycle = unconditionalCycle(flow);
  if (cycle)
    problems.push({
      step: cycle,
      message: `Step '${cycle}' is on a cycle that no condition can leave: the run would never end.`,
    });
  return [
    ...problems,
    ...parallelProblems(flow),
    ...undeclaredInputs(flow),
    ...(inputs ? launchInputProblems(flow, inputs) : []),
  ];
}
