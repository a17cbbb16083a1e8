import {
  type OrchestrationComponent,
  orchestrationSchema,
  parallelProblems,
  unconditionalCycle,
  undeclaredInputs,
} from '@portal/contracts';
import jsonata from 'jsonata';
import type { FlowDoc, StepDraft } from './flowDoc.ts';
import { expressionFields } from './stepKinds.ts';

/**
 * One problem, with the field it is about when known (the form shows it beside that field). `message`
 * is the contracts' (the server's) text; problems of the canvas's own carry an i18n key instead.
 */
export type FlowProblem = {
  field: string | null;
  message: string;
  i18n?: { key: string; values: Record<string, string | number> };
};
export type FlowValidation = {
  /** Step id -> its problems: shown on the node and in its form. */
  steps: Record<string, FlowProblem[]>;
  /** Problems of the trigger or of the file as a whole. */
  flow: FlowProblem[];
  isValid: boolean;
};

/** The JSONata parser's error for an expression, or null when it parses (the engine's own parser). */
export function expressionError(expression: string): { message: string; position: number | null } | null {
  try {
    jsonata(expression);
    return null;
  } catch (error) {
    const e = error as { message?: string; position?: number };
    return { message: e.message ?? String(error), position: e.position ?? null };
  }
}

function expressionProblems(step: StepDraft): FlowProblem[] {
  return (expressionFields[step.type] ?? []).flatMap((field) => {
    const value = step[field];
    if (typeof value !== 'string' || value.trim() === '') return [];
    const error = expressionError(value);
    if (!error) return [];
    const i18n: FlowProblem['i18n'] =
      error.position === null
        ? { key: 'orchestrate.problems.expression', values: { message: error.message } }
        : {
            key: 'orchestrate.problems.expressionAt',
            values: { message: error.message, position: error.position },
          };
    return [{ field, message: error.message, i18n }];
  });
}

/**
 * What the build would refuse (the contracts schema the server checks with) and what a run would
 * refuse before it starts (a cycle no condition leaves, an input the trigger does not declare), plus
 * JSONata parse errors, each on the step it is about.
 */
export function validateFlow(doc: FlowDoc): FlowValidation {
  const steps: Record<string, FlowProblem[]> = {};
  const flow: FlowProblem[] = [];
  const onStep = (id: string, problem: FlowProblem) => {
    steps[id] = [...(steps[id] ?? []), problem];
  };
  const candidate = { ...doc.rest, trigger: doc.trigger, steps: doc.steps, layout: doc.layout };
  const parsed = orchestrationSchema.safeParse(candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [root, index, field] = issue.path;
      const step = root === 'steps' && typeof index === 'number' ? doc.steps[index] : undefined;
      if (step) onStep(step.id, { field: typeof field === 'string' ? field : null, message: issue.message });
      else flow.push({ field: root === undefined ? null : String(root), message: issue.message });
    }
  for (const step of doc.steps) for (const problem of expressionProblems(step)) onStep(step.id, problem);
  // The graph checks read the steps' target fields only, which a step has whatever else it lacks.
  const cycle = unconditionalCycle(candidate as OrchestrationComponent);
  if (cycle)
    onStep(cycle, {
      field: null,
      message: `Step '${cycle}' is on a cycle that no condition can leave.`,
      i18n: { key: 'orchestrate.problems.cycle', values: { step: cycle } },
    });
  if (parsed.success)
    for (const problem of [...parallelProblems(parsed.data), ...undeclaredInputs(parsed.data)])
      if (problem.step) onStep(problem.step, { field: null, message: problem.message });
  const isValid = flow.length === 0 && Object.keys(steps).length === 0;
  return { steps, flow, isValid };
}

/** A problem as the user reads it: the canvas's own in their language, the server's as the server says it. */
export const problemText =
  (t: (key: string, values: Record<string, string | number>) => string) => (p: FlowProblem) =>
    p.i18n ? t(p.i18n.key, p.i18n.values) : p.message;
