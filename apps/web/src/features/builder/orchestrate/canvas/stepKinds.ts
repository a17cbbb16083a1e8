import type { OrchestrationStepType } from '@portal/contracts';

/** The fields of a step that name the step it goes to, by kind (docs/app-format.md, orchestration). */
const targetKeys: Record<OrchestrationStepType, readonly string[]> = {
  http: ['next', 'onError'],
  script: ['next'],
  approval: ['onApprove', 'onReject'],
  notify: ['next'],
  condition: ['ifTrue', 'ifFalse'],
  end: [],
  transform: ['next', 'onError'],
  wait: ['next'],
  log: ['next', 'onError'],
  fail: [],
  loop: ['do', 'next', 'onError'],
  // 'branches' holds a list of step ids (one edge each); every other target field holds one.
  parallel: ['branches', 'join'],
};

export const targetKeysOf = (type: OrchestrationStepType): readonly string[] => targetKeys[type] ?? [];

/** Target fields a step must have; the others (next, onError) may be left out. */
export const requiredTargets = new Set(['onApprove', 'onReject', 'ifTrue', 'ifFalse', 'do', 'join']);

/** The most branches a parallel step may have (the contracts schema's limit). */
export const MAX_BRANCHES = 10;

/** The step ids a target field names: none, one, or a parallel step's branches. */
export function targetIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** Whether a new edge from this field can be added: it is empty, or a list with room left. */
export function isFreeTarget(step: Record<string, unknown>, key: string): boolean {
  const value = step[key];
  return Array.isArray(value) ? value.length < MAX_BRANCHES : value === undefined;
}

/** The kinds the engine runs (engine/runnable.ts): the palette offers only these. */
export const paletteKinds = [
  'http',
  'transform',
  'condition',
  'loop',
  'wait',
  'log',
  'fail',
  'end',
  'parallel',
] as const satisfies readonly OrchestrationStepType[];

/** What a new step of each kind starts with: its required fields, left for the user to fill in. */
export const newStepFields: Record<(typeof paletteKinds)[number], Record<string, unknown>> = {
  http: { method: 'GET', url: '' },
  transform: { expression: '' },
  condition: { when: '' },
  loop: { items: '' },
  wait: { seconds: 60 },
  log: { message: '' },
  fail: { message: '' },
  end: {},
  parallel: { branches: [] },
};

/** The fields that hold JSONata expressions, checked with the engine's parser as they are typed. */
export const expressionFields: Partial<Record<OrchestrationStepType, readonly string[]>> = {
  http: ['body', 'variables'],
  condition: ['when'],
  transform: ['expression'],
  log: ['message'],
  loop: ['items'],
};
