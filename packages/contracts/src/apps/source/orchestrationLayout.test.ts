import { describe, expect, it } from 'vitest';
import { orchestrationSchema } from './orchestrationSchema.ts';

const flow = { trigger: { type: 'manual' }, steps: [{ id: 'done', type: 'end' }] };

describe('an orchestration’s layout (the canvas’s places, docs/app-format.md)', () => {
  it('is optional and holds a place per step id', () => {
    expect(orchestrationSchema.safeParse(flow).success).toBe(true);
    expect(orchestrationSchema.safeParse({ ...flow, layout: { done: { x: 10, y: -20.5 } } }).success).toBe(
      true,
    );
  });

  it('refuses a place that is not two finite numbers in range, or a key that is not an id', () => {
    for (const layout of [
      { done: { x: 1 } },
      { done: { x: 1, y: 2, z: 3 } },
      { done: { x: 1e9, y: 0 } },
      { 'Not an id': { x: 0, y: 0 } },
    ])
      expect(orchestrationSchema.safeParse({ ...flow, layout }).success, JSON.stringify(layout)).toBe(false);
  });
});
