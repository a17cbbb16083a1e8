import { describe, expect, it } from 'vitest';
import { launchInputProblems, unconditionalCycle, undeclaredInputs } from './orchestrationGraph.ts';
import { type OrchestrationComponent, orchestrationSchema } from './orchestrationSchema.ts';

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
