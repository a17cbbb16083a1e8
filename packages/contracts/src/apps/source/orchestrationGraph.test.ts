import { describe, expect, it } from 'vitest';
import {
  launchInputProblems,
  unconditionalCycle,
  undeclaredInputs,
  withInputDefaults,
} from './orchestrationGraph.ts';
import {
  type OrchestrationComponent,
  orchestrationSchema,
  orchestrationTriggerSchema,
} from './orchestrationSchema.ts';

const flow = (value: unknown): OrchestrationComponent => orchestrationSchema.parse(value);

describe('orchestration graph rules', () => {
  it('finds a cycle of plain next steps, but allows one through a condition and a loop body', () => {
    const cycle = flow({
      trigger: { type: 'manual' },
      steps: [
        { id: 'a', type: 'transform', expression: '1', next: 'b' },
        { id: 'b', type: 'transform', expression: '2', next: 'a' },
      ],
    });
    expect(unconditionalCycle(cycle)).toBe('a');
    const decided = flow({
      trigger: { type: 'manual' },
      steps: [
        { id: 'a', type: 'transform', expression: '1', next: 'check' },
        { id: 'check', type: 'condition', when: 'true', ifTrue: 'a', ifFalse: 'done' },
        { id: 'each', type: 'loop', items: '[1,2]', do: 'body', next: 'done' },
        { id: 'body', type: 'transform', expression: 'item' },
        { id: 'done', type: 'end' },
      ],
    });
    expect(unconditionalCycle(decided)).toBeNull();
  });

  it('names a step that reads an undeclared input, and a launch missing a required or mistyped input', () => {
    const declared = flow({
      trigger: { type: 'api', inputs: [{ name: 'count', type: 'number' }] },
      steps: [{ id: 'a', type: 'transform', expression: 'inputs.count + inputs.other' }],
    });
    expect(undeclaredInputs(declared)).toEqual([
      { step: 'a', message: "Step 'a' reads the input 'other', which the trigger does not declare." },
    ]);
    expect(launchInputProblems(declared, {})).toEqual([
      { step: null, message: "The input 'count' is required." },
    ]);
    expect(launchInputProblems(declared, { count: '3' })[0]?.message).toBe(
      "The input 'count' must be a number, not a string.",
    );
    expect(launchInputProblems(declared, { count: 3 })).toEqual([]);
  });
});

describe('declared input defaults', () => {
  const trigger = {
    type: 'api' as const,
    inputs: [
      { name: 'limit', type: 'number' as const, default: 5 },
      { name: 'worker', type: 'string' as const, required: false },
    ],
  };

  it('fills a left-out input with its default and keeps what is given', () => {
    expect(withInputDefaults({ trigger }, {})).toEqual({ limit: 5 });
    expect(withInputDefaults({ trigger }, { limit: 1, worker: 'W-1' })).toEqual({ limit: 1, worker: 'W-1' });
    expect(withInputDefaults({ trigger: { type: 'schedule', cron: '0 * * * *' } }, {})).toEqual({});
  });

  it('refuses a default of another type than its input', () => {
    expect(orchestrationTriggerSchema.safeParse(trigger).success).toBe(true);
    const wrong = orchestrationTriggerSchema.safeParse({
      type: 'api',
      inputs: [{ name: 'limit', type: 'number', default: '5' }],
    });
    expect(wrong.error?.issues[0]?.message).toBe("The default of 'limit' must be a number, not a string.");
  });
});
