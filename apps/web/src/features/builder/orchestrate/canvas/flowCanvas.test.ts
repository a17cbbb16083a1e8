import { describe, expect, it } from 'vitest';
import { parseFlow, serializeFlow } from './flowDoc.ts';
import { addStep, connect, disconnect, removeStep, updateStep } from './flowEdits.ts';
import { layoutPlaces, TRIGGER_NODE, toGraph } from './flowGraph.ts';
import { record, redo, startHistory, undo } from './history.ts';
import { validateFlow } from './validateFlow.ts';

const file = JSON.stringify({
  trigger: { type: 'manual', inputs: [{ name: 'limit', type: 'number' }] },
  steps: [
    {
      id: 'fetch',
      type: 'http',
      method: 'GET',
      url: '/api/workers/v1/workers',
      next: 'check',
      onError: 'oops',
    },
    { id: 'check', type: 'condition', when: 'last.status = 200', ifTrue: 'each', ifFalse: 'oops' },
    { id: 'each', type: 'loop', items: 'steps.fetch.body.data', do: 'note' },
    { id: 'note', type: 'log', message: 'item.id' },
    { id: 'oops', type: 'fail', message: 'Could not read workers' },
  ],
  layout: { fetch: { x: 10, y: 20 } },
});

const doc = () => {
  const parsed = parseFlow(file);
  if (!parsed) throw new Error('fixture does not parse');
  return parsed;
};

describe('file -> graph', () => {
  it('makes a node per step plus the trigger, and an edge per target field', () => {
    const { nodes, edges } = toGraph(doc(), {});
    expect(nodes.map((n) => n.id)).toEqual([TRIGGER_NODE, 'fetch', 'check', 'each', 'note', 'oops']);
    expect(edges.map((e) => e.id).sort()).toEqual(
      ['$trigger:start', 'check:ifFalse', 'check:ifTrue', 'each:do', 'fetch:next', 'fetch:onError'].sort(),
    );
    expect(edges.find((e) => e.id === '$trigger:start')).toMatchObject({ target: 'fetch', deletable: false });
  });

  it('keeps saved places and lays out the others; auto-layout replaces them all', () => {
    const kept = layoutPlaces(doc(), false);
    expect(kept.fetch).toEqual({ x: 10, y: 20 });
    expect(kept[TRIGGER_NODE]!.y).toBeLessThan(20);
    expect(Object.keys(kept)).toHaveLength(6);
    const laid = layoutPlaces(doc(), true);
    expect(laid.fetch).not.toEqual({ x: 10, y: 20 });
    expect(laid.check!.y).toBeGreaterThan(laid.fetch!.y);
  });

  it('refuses what is not an orchestration', () => {
    expect(parseFlow('{')).toBeNull();
    expect(parseFlow('{"steps": [{"type": "log"}]}')).toBeNull();
  });
});

describe('edit -> file', () => {
  it('round-trips and keeps unknown fields, dropping places of deleted steps', () => {
    const text = serializeFlow(removeStep(doc(), 'fetch'));
    const json = JSON.parse(text);
    expect(json.steps.map((s: { id: string }) => s.id)).toEqual(['check', 'each', 'note', 'oops']);
    expect(json.layout).toBeUndefined();
    expect(parseFlow(serializeFlow(doc()))).toEqual(doc());
  });

  it('adds a step with a free id and its place, connects and disconnects it', () => {
    const { doc: added, id } = addStep(doc(), 'transform', { x: 5, y: 6 });
    expect(id).toBe('transform_1');
    expect(addStep(added, 'transform', { x: 0, y: 0 }).id).toBe('transform_2');
    const linked = connect(added, 'note', 'next', id);
    expect(linked.steps.find((s) => s.id === 'note')?.next).toBe(id);
    // A field the kind does not have is not set.
    expect(connect(added, 'oops', 'next', id)).toEqual(added);
    expect(disconnect(linked, 'note', 'next').steps.find((s) => s.id === 'note')).not.toHaveProperty('next');
  });

  it('removing a step removes the fields that named it', () => {
    const removed = removeStep(doc(), 'oops');
    expect(removed.steps.find((s) => s.id === 'fetch')).not.toHaveProperty('onError');
    expect(removed.steps.find((s) => s.id === 'check')).not.toHaveProperty('ifFalse');
  });

  it('renaming a step carries the new id to the fields and the layout', () => {
    const fetch = doc().steps[0]!;
    const renamed = updateStep(doc(), 'fetch', { ...fetch, id: 'load' });
    expect(renamed.layout.load).toEqual({ x: 10, y: 20 });
    expect(renamed.steps.map((s) => s.id)[0]).toBe('load');
    const withLink = connect(renamed, 'note', 'next', 'load');
    expect(updateStep(withLink, 'load', { ...withLink.steps[0]!, id: 'get' }).steps[3]?.next).toBe('get');
  });
});

describe('undo stack', () => {
  it('undoes and redoes, and a new edit clears what could be redone', () => {
    let h = startHistory(1);
    h = record(h, 2);
    h = record(h, 3);
    h = undo(h);
    expect(h.present).toBe(2);
    h = redo(h);
    expect(h.present).toBe(3);
    h = undo(undo(h));
    expect(h.present).toBe(1);
    expect(undo(h)).toBe(h);
    h = record(h, 4);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });
});

describe('validation', () => {
  it('passes a good flow', () => {
    expect(validateFlow(doc())).toMatchObject({ isValid: true, flow: [] });
  });

  it('names the step with a missing field, a bad expression or an undeclared input', () => {
    const { doc: added, id } = addStep(doc(), 'transform', { x: 0, y: 0 });
    const result = validateFlow(added);
    expect(result.steps[id]?.[0]).toMatchObject({ field: 'expression' });
    const bad = updateStep(added, id, { id, type: 'transform', expression: 'inputs.( ' });
    expect(validateFlow(bad).steps[id]?.some((p) => p.field === 'expression')).toBe(true);
    const undeclared = updateStep(added, id, { id, type: 'transform', expression: 'inputs.secret' });
    expect(validateFlow(undeclared).steps[id]?.[0]?.message).toMatch(/secret/);
  });

  it('names a step on a cycle no condition leaves, and a removed required target', () => {
    const cyclic = connect(doc(), 'note', 'next', 'each');
    expect(validateFlow(cyclic).steps.each?.[0]?.message).toMatch(/cycle/);
    const missing = validateFlow(removeStep(doc(), 'oops'));
    expect(missing.steps.check?.some((p) => p.field === 'ifFalse')).toBe(true);
  });
});
