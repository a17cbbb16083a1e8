import { describe, expect, it } from 'vitest';
import { parallelProblems } from './orchestrationParallel.ts';
import { type OrchestrationComponent, orchestrationSchema } from './orchestrationSchema.ts';

const flow = (steps: unknown[]): OrchestrationComponent =>
  orchestrationSchema.parse({ trigger: { type: 'manual' }, steps });
const messages = (steps: unknown[]) => parallelProblems(flow(steps)).map((p) => `${p.step}: ${p.message}`);
const t = (id: string, next?: string) => ({
  id,
  type: 'transform',
  expression: '1',
  ...(next ? { next } : {}),
});
const par = { id: 'par', type: 'parallel', branches: ['a', 'b'], join: 'join' };

describe('parallel steps: every branch arrives at the join', () => {
  it('accepts branches with conditions, error paths, loops and fail steps on the way to the join', () => {
    expect(
      messages([
        par,
        { id: 'a', type: 'condition', when: 'true', ifTrue: 'a2', ifFalse: 'stop' },
        { ...t('a2', 'join'), onError: 'stop' },
        { id: 'stop', type: 'fail', message: 'no' },
        { id: 'b', type: 'loop', items: '[1]', do: 'body', next: 'join' },
        t('body'),
        t('join'),
      ]),
    ).toEqual([]);
  });

  it('names the step of a branch that never reaches the join, ends the run, waits or nests a parallel', () => {
    expect(messages([par, t('a'), t('b', 'join'), t('join')])).toEqual([
      "a: Step 'a' in the branch 'a' of 'par' does not go on to the join 'join': give it a next step.",
    ]);
    expect(
      messages([
        par,
        { id: 'a', type: 'end' },
        { id: 'b', type: 'wait', seconds: 5, next: 'join' },
        t('join'),
      ]),
    ).toEqual([
      "a: Step 'a' in the branch 'a' of 'par' ends the run: every branch must arrive at the join 'join'.",
      "b: Step 'b' in the branch 'b' of 'par' waits: a wait would pause every branch, so branches may not wait.",
    ]);
    expect(
      messages([
        par,
        { id: 'a', type: 'parallel', branches: ['x', 'y'], join: 'join' },
        t('x', 'join'),
        t('y', 'join'),
        t('b', 'join'),
        t('join'),
      ])[0],
    ).toBe("a: Step 'a' in the branch 'a' of 'par' is a parallel step: parallel steps do not nest.");
  });

  it('refuses a join that is a branch, branches sharing a step, and a branch back to its parallel step', () => {
    expect(messages([{ ...par, join: 'b' }, t('a', 'b'), t('b')])).toContain(
      "par: Step 'par' joins at 'b', which is also one of its branches.",
    );
    expect(messages([par, t('a', 'shared'), t('b', 'shared'), t('shared', 'join'), t('join')])).toEqual([
      "shared: Step 'shared' in the branch 'b' of 'par' is also in the branch 'a': branches may not share steps.",
    ]);
    expect(messages([par, t('a', 'par'), t('b', 'join'), t('join')])).toEqual([
      "par: A step of the branch 'a' goes back to its parallel step 'par'.",
    ]);
  });

  it('names an unknown branch in the schema, and gives the JSON path of the branch', () => {
    const parsed = orchestrationSchema.safeParse({
      trigger: { type: 'manual' },
      steps: [{ ...par, branches: ['a', 'ghost'] }, t('a', 'join'), t('join')],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['steps', 0, 'branches', 1],
      message: "No step has the id 'ghost'.",
    });
  });
});
