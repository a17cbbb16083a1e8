import { type OrchestrationStepType, stepRoles } from '@portal/contracts';

/** One field of a step's form; the values each may take are the contracts schema's (validated there). */
export type FieldSpec =
  | { name: string; kind: 'text' | 'expression' | 'longText'; optional?: boolean }
  | { name: string; kind: 'number'; optional?: boolean; min: number; max: number }
  | { name: string; kind: 'select'; optional?: boolean; options: readonly string[] }
  | { name: string; kind: 'target'; optional?: boolean }
  | { name: string; kind: 'targets'; optional?: boolean }
  | { name: 'retry'; kind: 'retry'; optional: true };

const next: FieldSpec = { name: 'next', kind: 'target', optional: true };
const onError: FieldSpec = { name: 'onError', kind: 'target', optional: true };
const retry: FieldSpec = { name: 'retry', kind: 'retry', optional: true };

/** The form of each step kind, in the order of docs/app-format.md's table. */
export const stepFields: Record<OrchestrationStepType, readonly FieldSpec[]> = {
  http: [
    { name: 'method', kind: 'select', options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
    { name: 'url', kind: 'text' },
    { name: 'format', kind: 'select', optional: true, options: ['json', 'soap', 'graphql'] },
    { name: 'body', kind: 'expression', optional: true },
    { name: 'soapAction', kind: 'text', optional: true },
    { name: 'query', kind: 'longText', optional: true },
    { name: 'variables', kind: 'expression', optional: true },
    next,
    onError,
    retry,
  ],
  script: [{ name: 'script', kind: 'text' }, { name: 'function', kind: 'text', optional: true }, next],
  approval: [
    { name: 'approver', kind: 'select', options: ['manager', 'cost_center_owner', 'hr_partner', 'role'] },
    { name: 'role', kind: 'select', optional: true, options: stepRoles },
    { name: 'onApprove', kind: 'target' },
    { name: 'onReject', kind: 'target' },
    { name: 'timeoutSeconds', kind: 'number', optional: true, min: 60, max: 604_800 },
    { name: 'onTimeout', kind: 'target', optional: true },
  ],
  notify: [
    { name: 'to', kind: 'select', options: ['initiator', 'manager', 'role'] },
    { name: 'role', kind: 'select', optional: true, options: stepRoles },
    { name: 'message', kind: 'longText' },
    next,
  ],
  condition: [
    { name: 'when', kind: 'expression' },
    { name: 'ifTrue', kind: 'target' },
    { name: 'ifFalse', kind: 'target' },
  ],
  end: [{ name: 'status', kind: 'select', optional: true, options: ['completed', 'cancelled'] }],
  transform: [{ name: 'expression', kind: 'expression' }, next, onError, retry],
  wait: [{ name: 'seconds', kind: 'number', min: 1, max: 604_800 }, next],
  log: [
    { name: 'level', kind: 'select', optional: true, options: ['info', 'warn', 'error'] },
    { name: 'message', kind: 'expression' },
    next,
    onError,
  ],
  fail: [{ name: 'message', kind: 'longText' }],
  loop: [{ name: 'items', kind: 'expression' }, { name: 'do', kind: 'target' }, next, onError],
  parallel: [
    { name: 'branches', kind: 'targets' },
    { name: 'join', kind: 'target' },
  ],
};

/** The step with one field set; an optional field left empty is removed, not saved as ''. */
export function withField<T extends Record<string, unknown>>(step: T, spec: FieldSpec, value: unknown): T {
  const isEmpty = value === '' || value === null || value === undefined;
  if (isEmpty && spec.optional) {
    const { [spec.name]: _gone, ...rest } = step;
    return rest as T;
  }
  return { ...step, [spec.name]: isEmpty && spec.kind !== 'number' ? '' : value };
}
