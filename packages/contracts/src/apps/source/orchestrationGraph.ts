import type { OrchestrationComponent, OrchestrationStep } from './orchestrationSchema.ts';
import { targetsOf } from './orchestrationSchema.ts';

/** A reason an orchestration cannot run, naming the step (or the input) it is about. */
export type OrchestrationProblem = { step: string | null; message: string };

/**
 * A step on a cycle that no condition decides: such a run could only end at the step limit. A cycle
 * through a condition is allowed (it may end when the condition changes); a loop's body returns to its
 * loop without an edge, so a loop is not a cycle unless a body step names the loop as its next.
 */
export function unconditionalCycle(flow: OrchestrationComponent): string | null {
  const byId = new Map(flow.steps.map((s) => [s.id, s]));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string): string | null => {
    const step = byId.get(id);
    if (!step || step.type === 'condition' || state.get(id) === 'done') return null;
    if (state.get(id) === 'open') return id;
    state.set(id, 'open');
    for (const [, target] of targetsOf(step)) {
      const found = visit(target);
      if (found) return found;
    }
    state.set(id, 'done');
    return null;
  };
  for (const step of flow.steps) {
    const found = visit(step.id);
    if (found) return found;
  }
  return null;
}

/** The expressions of a step, which the engine evaluates. */
export function expressionsOf(step: OrchestrationStep): string[] {
  switch (step.type) {
    case 'http':
      return [step.body, step.variables].filter((e): e is string => e !== undefined);
    case 'condition':
      return [step.when];
    case 'transform':
      return [step.expression];
    case 'log':
      return [step.message];
    case 'loop':
      return [step.items];
    default:
      return [];
  }
}

const inputReference = /\binputs\.([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Steps that read an input (`inputs.name`) the trigger does not declare. Checked only when the trigger
 * declares its inputs: without a list, inputs are free-form.
 */
export function undeclaredInputs(flow: OrchestrationComponent): OrchestrationProblem[] {
  const trigger = flow.trigger;
  if ((trigger.type !== 'manual' && trigger.type !== 'api') || !trigger.inputs) return [];
  const declared = new Set(trigger.inputs.map((i) => i.name));
  return flow.steps.flatMap((step) => {
    const names = expressionsOf(step).flatMap((e) => [...e.matchAll(inputReference)].map((m) => m[1]!));
    const missing = [...new Set(names)].filter((n) => !declared.has(n));
    return missing.map((name) => ({
      step: step.id,
      message: `Step '${step.id}' reads the input '${name}', which the trigger does not declare.`,
    }));
  });
}

const typeOf = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : (typeof value as string);

/** The inputs a launch runs with: those given, and the declared defaults of those left out. */
export function withInputDefaults(
  flow: Pick<OrchestrationComponent, 'trigger'>,
  given: Record<string, unknown>,
): Record<string, unknown> {
  const trigger = flow.trigger;
  if (!('inputs' in trigger) || !trigger.inputs) return given;
  const defaults = trigger.inputs.filter((input) => input.default !== undefined && !(input.name in given));
  return defaults.length === 0
    ? given
    : { ...Object.fromEntries(defaults.map((input) => [input.name, input.default])), ...given };
}

/** Inputs a launch is missing or gives with the wrong type, by the trigger's declared inputs. */
export function launchInputProblems(
  flow: OrchestrationComponent,
  given: Record<string, unknown>,
): OrchestrationProblem[] {
  const trigger = flow.trigger;
  if ((trigger.type !== 'manual' && trigger.type !== 'api') || !trigger.inputs) return [];
  return declaredInputProblems(trigger.inputs, given);
}

/** What is wrong with one input of a launch: left out though required, or of another type. */
export type InputIssue =
  | { name: string; kind: 'missing' }
  | { name: string; kind: 'type'; expected: string; actual: string };

/**
 * The same check by a declared list alone (the Run dialog has the deployed orchestration's list, not
 * its flow), as data for either side to word: the launch's inputs against each input's requirement
 * and type.
 */
export function inputIssues(
  declared: readonly { name: string; type: string; required?: boolean | undefined }[],
  given: Record<string, unknown>,
): InputIssue[] {
  return declared.flatMap((input): InputIssue[] => {
    const value = given[input.name];
    if (value === undefined) return input.required === false ? [] : [{ name: input.name, kind: 'missing' }];
    const actual = typeOf(value);
    return actual === input.type ? [] : [{ name: input.name, kind: 'type', expected: input.type, actual }];
  });
}

function declaredInputProblems(
  declared: readonly { name: string; type: string; required?: boolean | undefined }[],
  given: Record<string, unknown>,
): OrchestrationProblem[] {
  return inputIssues(declared, given).map((issue) => ({
    step: null,
    message:
      issue.kind === 'missing'
        ? `The input '${issue.name}' is required.`
        : `The input '${issue.name}' must be a ${issue.expected}, not a ${issue.actual}.`,
  }));
}
